/**
 * How the findings on one photo become its high-level result (spec: identity journey §3
 * enumerations, document failure reasons). A photo that cannot be trusted (no document, poor
 * quality, an unreadable zone where one is expected) is referred back for a retake; a trusted
 * zone can then make the document not accepted (its type), not supported (its issuing
 * country) or expired, in that order: a document of the wrong kind is refused whatever its
 * dates say. Every reason found is listed; the result is the first that applies.
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
