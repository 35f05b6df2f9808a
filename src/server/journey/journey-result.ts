/**
 * A journey's result as `idscanenterprisesvc/journey/get` answers it (onboarding spec §7): its
 * state and high-level result, each processed document, the check details, and the values the
 * document's photos read (left out for a reader shown nothing personal: a hand-off phone).
 */
import type { CaptureRecord, JourneyRecord } from "./journey-records.ts";

/**
 * The type a photo is listed under: a selfie is a Selfie, the liveness check's frames a Liveness;
 * a document's side whose type the checks could not read takes the type the journey learned from
 * the other side.
 */
export function photoTypeOf(
  capture: Pick<CaptureRecord, "action" | "documentType">,
  journeyDocumentType: string | null | undefined,
): string | null {
  if (capture.action === "SELFIE") return "Selfie";
  if (capture.action === "LIVENESS") return "Liveness";
  return capture.documentType ?? journeyDocumentType ?? null;
}

/**
 * One capture as IDscan's result lists it (its scores are for the broker's staff, kept with the
 * capture, not answered to the browser), under its type (`photoTypeOf`).
 */
function processedDocumentOf(
  capture: CaptureRecord,
  journey: JourneyRecord,
): Record<string, unknown> {
  return {
    IsValidated: capture.highLevelResult === "Passed",
    HighLevelResult: capture.highLevelResult,
    IssuingCountryCode: capture.issuingCountry,
    DocumentType: photoTypeOf(capture, journey.documentType),
    DocumentSide: capture.documentSide,
    Reasons: capture.reasons,
  };
}

/**
 * The values the passed captures read. A machine-readable zone's values come first (its check
 * digits vouch for them), then what a card's front read fills what the zone did not give.
 */
export function mergedValues(captures: readonly CaptureRecord[]): Record<string, string> {
  const values: Record<string, string> = {};
  // The identity document's photos only: a proof of address or a selfie tells nothing of it.
  const passed = captures.filter(
    (capture) => capture.highLevelResult === "Passed" && capture.action.startsWith("IDENTITY:"),
  );
  const withZone = (capture: CaptureRecord) => capture.extracted.MrzLine1 !== undefined;
  for (const capture of [...passed.filter(withZone), ...passed.filter((c) => !withZone(c))]) {
    for (const [name, value] of Object.entries(capture.extracted)) values[name] ??= value;
    if (capture.documentType) values.DocumentType ??= capture.documentType;
    if (capture.issuingCountry) values.IssuingCountryCode ??= capture.issuingCountry;
  }
  return values;
}

export function journeyResultOf(
  journey: JourneyRecord,
  captures: readonly CaptureRecord[],
  shown: { readValues: boolean } = { readValues: true },
): Record<string, unknown> {
  const values = shown.readValues ? mergedValues(captures) : {};
  // The health certificate's cross-check with the document, as its latest photo gave it.
  const crossCheck = captures.findLast((capture) => capture.action === "COVID")?.extracted
    .CovidPassCrossCheckResult;
  if (shown.readValues && crossCheck) values.CovidPassCrossCheckResult = crossCheck;
  return {
    JourneyId: journey.id,
    State: journey.state,
    CurrentAction: journey.action,
    AttemptsRemaining: journey.attemptsLeft,
    HighLevelResult: journey.highLevelResult ?? "Undefined",
    CheckDetails: journey.checkDetails ?? {},
    ProcessedDocuments: captures.map((capture) => processedDocumentOf(capture, journey)),
    ExtractedFields: Object.entries(values).map(([Name, Value]) => ({
      Name,
      Value,
    })),
  };
}
