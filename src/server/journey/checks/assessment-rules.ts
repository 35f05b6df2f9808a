/**
 * How the findings on one photo become its high-level result (spec: identity journey §3
 * enumerations, document failure reasons). A photo that cannot be trusted (no document, poor
 * quality, an unreadable zone where one is expected) is referred back for a retake; a trusted
 * zone can then make the document not accepted (its type), not supported (its issuing
 * country) or expired, in that order: a document of the wrong kind is refused whatever its
 * dates say. Every reason found is listed; the result is the first that applies. Each check
 * also has its own outcome (widget spec §3, check detail values): a check the photo never
 * reached is skipped, never passed.
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
  /**
   * What an accepted zone says; undefined when none was read or accepted. A zone whose expiry
   * field holds no date (`expiryUnread`) counts as expired: nothing shows the document valid.
   */
  mrz?: { documentType: string; issuingState: string; expired: boolean; expiryUnread?: boolean };
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

/**
 * The widget spec's check detail values, as the results name them: passed or failed; not needed
 * where the photo holds nothing to check (a card's front has no zone: its back is checked);
 * skipped where an earlier check failed first; undetermined where the check ran and could not
 * decide (a zone with no readable expiry date).
 */
export type CheckOutcome = "passed" | "failed" | "notNeeded" | "skipped" | "undetermined";

/**
 * What each check made of the photo. The quality checks run on a document found; the zone is
 * read only on a photo of good quality that should carry one; the type, country and expiry only
 * from a zone read.
 */
export function checkOutcomes(
  findings: AssessmentFindings,
  policy: AssessmentPolicy,
): Record<CheckName, CheckOutcome> {
  const found = findings.documentFound;
  const goodQuality = found && findings.quality.length === 0;
  const { mrz } = findings;
  const judged = (passed: boolean): CheckOutcome => (passed ? "passed" : "failed");
  /** A check of the zone: it needs a photo of good quality that should carry one. */
  const ofZone = (judge: () => CheckOutcome): CheckOutcome =>
    !goodQuality ? "skipped" : !findings.mrzExpected ? "notNeeded" : judge();
  /** A check of what the zone says: it needs the zone read too. */
  const fromZone = (judge: (read: NonNullable<typeof mrz>) => CheckOutcome): CheckOutcome =>
    ofZone(() => (mrz ? judge(mrz) : "skipped"));
  return {
    documentFound: judged(found),
    sharpness: found ? judged(!findings.quality.includes("blurred")) : "skipped",
    glare: found ? judged(!findings.quality.includes("glare")) : "skipped",
    resolution: found ? judged(!findings.quality.includes("tooSmall")) : "skipped",
    machineReadableZone: ofZone(() => judged(mrz !== undefined)),
    documentType: fromZone((read) =>
      judged(policy.acceptedDocumentTypes.includes(read.documentType)),
    ),
    issuingCountry: fromZone((read) =>
      judged(policy.supportedCountries.includes(read.issuingState)),
    ),
    expiry: fromZone((read) => (read.expiryUnread ? "undetermined" : judged(!read.expired))),
  };
}
