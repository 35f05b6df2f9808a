/**
 * How the findings on one photo become its high-level result (spec: identity journey §3
 * enumerations, document failure reasons). A photo that cannot be trusted (no document, poor
 * quality, an unreadable zone where one is expected) is referred back for a retake; a trusted
 * zone can then make the document not accepted (its type), not supported (its issuing
 * country) or expired, in that order: a document of the wrong kind is refused whatever its
 * dates say. Every reason found is listed; the result is the first that applies. Each check
 * also has its own outcome, and a check the photo never reached is not checked, not passed.
 */

export type AssessedResult = "Passed" | "Refer" | "Expired" | "NotAccepted" | "NotSupported";

export type QualityReason = "blurred" | "glare" | "tooSmall";

export type AssessmentReason =
  | "documentNotFound"
  | QualityReason
  | "mrzUnreadable"
  | "typeNotAccepted"
  | "countryNotSupported"
  | "expired";

export interface AssessmentFindings {
  documentFound: boolean;
  quality: QualityReason[];
  /** A passport page, or a card whose back shows a zone. */
  mrzExpected: boolean;
  /** What an accepted zone says; undefined when none was read or accepted. */
  mrz?: { documentType: string; issuingState: string; expired: boolean };
}

export interface AssessmentPolicy {
  acceptedDocumentTypes: readonly string[];
  supportedCountries: readonly string[];
}

export function decideResult(
  findings: AssessmentFindings,
  policy: AssessmentPolicy,
): { highLevelResult: AssessedResult; reasons: AssessmentReason[] } {
  if (!findings.documentFound) return { highLevelResult: "Refer", reasons: ["documentNotFound"] };
  if (findings.quality.length > 0)
    return { highLevelResult: "Refer", reasons: [...findings.quality] };
  const mrz = findings.mrz;
  if (!mrz) {
    return findings.mrzExpected
      ? { highLevelResult: "Refer", reasons: ["mrzUnreadable"] }
      : { highLevelResult: "Passed", reasons: [] };
  }
  const reasons: AssessmentReason[] = [];
  if (!policy.acceptedDocumentTypes.includes(mrz.documentType)) reasons.push("typeNotAccepted");
  if (!policy.supportedCountries.includes(mrz.issuingState)) reasons.push("countryNotSupported");
  if (mrz.expired) reasons.push("expired");
  const first = reasons[0];
  const highLevelResult: AssessedResult =
    first === "typeNotAccepted"
      ? "NotAccepted"
      : first === "countryNotSupported"
        ? "NotSupported"
        : first === "expired"
          ? "Expired"
          : "Passed";
  return { highLevelResult, reasons };
}

/** The checks a photo goes through, in the order it reaches them. */
export const CHECK_NAMES = [
  "documentFound",
  "sharpness",
  "glare",
  "resolution",
  "machineReadableZone",
  "documentType",
  "issuingCountry",
  "expiry",
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

export type CheckOutcome = "passed" | "failed" | "notChecked";

/**
 * What each check made of the photo. The quality checks run on a document found; the zone is
 * read only on a photo of good quality that should carry one (a card's front has none); the
 * type, country and expiry only from a zone read.
 */
export function checkOutcomes(
  findings: AssessmentFindings,
  policy: AssessmentPolicy,
): Record<CheckName, CheckOutcome> {
  const outcome = (ran: boolean, passed: boolean): CheckOutcome =>
    !ran ? "notChecked" : passed ? "passed" : "failed";
  const found = findings.documentFound;
  const zoneRead = found && findings.quality.length === 0 && findings.mrzExpected;
  const { mrz } = findings;
  return {
    documentFound: outcome(true, found),
    sharpness: outcome(found, !findings.quality.includes("blurred")),
    glare: outcome(found, !findings.quality.includes("glare")),
    resolution: outcome(found, !findings.quality.includes("tooSmall")),
    machineReadableZone: outcome(zoneRead, mrz !== undefined),
    documentType: outcome(
      zoneRead && mrz !== undefined,
      mrz !== undefined && policy.acceptedDocumentTypes.includes(mrz.documentType),
    ),
    issuingCountry: outcome(
      zoneRead && mrz !== undefined,
      mrz !== undefined && policy.supportedCountries.includes(mrz.issuingState),
    ),
    expiry: outcome(zoneRead && mrz !== undefined, mrz !== undefined && !mrz.expired),
  };
}
