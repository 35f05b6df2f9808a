/**
 * The data check of a step the flow gives a prefill `check` (personal data): the answers against
 * what the application's latest identity-document scan gives the same fields through the step's
 * prefill rules. Passed when they agree, Failed with each difference when they do not, NotNeeded
 * when no document was read. The result is kept with the step (its `documentDataCheck` field)
 * and with the journey that read the document (its data check and check details).
 */
import type { ResolvedRoute } from "../../shared/flow/flow-definition.ts";
import type { ProxyServices } from "../actions/proxy-services.ts";
import type { DataCheck } from "../journey/journey-records.ts";
import { compareAnswers, zoneNamesCutShort, type AnswerDifference } from "./compare-answers.ts";

/** The context value the schema's field marked `"x-context": "documentDataCheck"` takes. */
export const DATA_CHECK_CONTEXT = "documentDataCheck";

export interface StepDataCheck {
  result: "Passed" | "Failed" | "NotNeeded";
  differences: AnswerDifference[];
  /** The journey that read the document. */
  journeyId: string | null;
  /** The field the client sends true to keep differing answers. */
  confirmedBy: string;
}

export async function stepDataCheck(
  services: ProxyServices,
  applicationId: string,
  route: ResolvedRoute,
  answers: Readonly<Record<string, unknown>>,
  language: string,
): Promise<StepDataCheck | undefined> {
  const rule = route.route.prefill?.check;
  const prefill = services.prefills.get(route.route.name);
  if (!rule || !prefill) return undefined;
  const scan = await services.store.latestDocumentScan(applicationId);
  const none = { differences: [], confirmedBy: rule.confirmedBy };
  if (!scan) return { result: "NotNeeded", journeyId: null, ...none };
  const document = prefill.fill(scan.values, { language });
  const differences = compareAnswers(
    answers,
    document,
    rule.compare,
    zoneNamesCutShort(scan.values),
  );
  return {
    result: differences.length ? "Failed" : "Passed",
    differences,
    journeyId: scan.journeyId,
    confirmedBy: rule.confirmedBy,
  };
}

/** Keeps the check with the journey that read the document, in its check details too. */
export async function recordDataCheck(
  services: ProxyServices,
  check: StepDataCheck,
): Promise<void> {
  if (!check.journeyId || check.result === "NotNeeded") return;
  const { records } = services.journeys;
  const journey = await records.find(check.journeyId);
  if (!journey) return;
  const dataCheck: DataCheck = {
    result: check.result,
    differences: check.differences.map(({ field, answered, document }) => ({
      field,
      answered: answered === undefined ? "" : JSON.stringify(answered).replace(/^"|"$/g, ""),
      document: JSON.stringify(document).replace(/^"|"$/g, ""),
    })),
    checkedAt: Date.now(),
  };
  await records.recordDataCheck(journey.id, dataCheck, {
    ...journey.checkDetails,
    DataChecks: check.result,
  });
}
