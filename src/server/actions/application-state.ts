/** What the browser needs to resume: the saved data of each step and where the flow stands. */
import type { Device } from "../../shared/flow/flow-definition.ts";
import type { ApplicationState } from "../../shared/proxy/application-state.ts";
import { withoutWriteOnly } from "../../shared/schema/json-schema.ts";
import type { StepRecord } from "../storage/application-store/application-records.ts";
import type { ProxyServices, Session } from "./proxy-services.ts";
import { sentParts } from "./sent-parts.ts";

/** The final step, the hand-over to the client zone: where a submitted application stands. */
export const FINAL_ROUTE = "errorsReport";

export async function savedSteps(
  services: ProxyServices,
  applicationId: string,
): Promise<Record<string, Record<string, unknown>>> {
  return dataOf(await services.store.latestSubmissions(applicationId));
}

export async function applicationState(
  services: ProxyServices,
  session: Session,
  device: Device,
  language: string,
): Promise<ApplicationState> {
  const latest = await services.store.latestSubmissions(session.application.id);
  const steps = dataOf(latest);
  return {
    // A submitted application's answers are final: it stands at the hand-over, whatever is saved.
    route: session.application.submitted ? FINAL_ROUTE : services.navigator.resume(steps, device),
    steps,
    prefill: await prefilledSteps(services, session.application.id, language, latest),
    sentParts: await sentParts(services, session, steps),
    residenceCountry: session.application.residenceCountry,
    registered: session.application.registered,
  };
}

/** Steps whose prefill source holds values newer than the step's latest submission. */
async function prefilledSteps(
  services: ProxyServices,
  applicationId: string,
  language: string,
  latest: ReadonlyMap<string, StepRecord>,
): Promise<Record<string, Record<string, unknown>>> {
  if (services.prefills.size === 0) return {};
  const scan = await services.store.latestDocumentScan(applicationId);
  if (!scan) return {};
  const prefill: Record<string, Record<string, unknown>> = {};
  for (const [step, rule] of services.prefills) {
    const saved = latest.get(step);
    if (saved && saved.submittedAt >= scan.scannedAt) continue;
    const data = rule.fill(scan.values, { language });
    if (Object.keys(data).length) prefill[step] = data;
  }
  return prefill;
}

/** The step's data as stored: fields marked `writeOnly` (passwords, proofs) are dropped. */
export function storableData(
  services: ProxyServices,
  schemaName: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const step = services.files.steps.get(schemaName);
  return step ? withoutWriteOnly(step.schema, data) : data;
}

export function dataOf(
  latest: ReadonlyMap<string, StepRecord>,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries([...latest].map(([step, record]) => [step, record.data]));
}
