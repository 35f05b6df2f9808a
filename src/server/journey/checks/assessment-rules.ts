/**
 * How the findings on one photo become its high-level result (spec: identity journey §3
 * enumerations, document failure reasons). A photo with no whole document in it is referred
 * back; a thing that is plainly no identity document (a blank sheet, a receipt, a card that
 * reads as something else) is not accepted, whatever its photo's quality; a photo that cannot
 * be trusted (poor quality, an unreadable zone or front) is referred for a retake; a trusted
 * read can then make the document not accepted (its type), not supported (its issuing
 * country), expired, its holder under age, or its back not the front's card, in that order.
 * Every reason found is listed; the result is the first that applies. Each check also has its
 * own outcome in the widget spec's check detail values: a check the photo never reached is
 * skipped, never passed.
 */
import type { DocumentCheckName } from "../../../shared/identity/journey-checks.ts";

export type AssessedResult = "Passed" | "Refer" | "Expired" | "NotAccepted" | "NotSupported";

export type QualityReason = "blurred" | "glare" | "tooSmall";

export type AssessmentReason =
  | "documentNotFound"
  | "notAnIdentityDocument"
  | QualityReason
  | "frontUnreadable"
  | "mrzUnreadable"
  | "typeNotAccepted"
  | "countryNotSupported"
  | "expired"
  | "underage"
  | "sidesDiffer";

/** What the photo shows, once the checks know. */
export type PhotoSubject = "cardFront" | "cardBack" | "passportPage";

export interface AssessmentFindings {
  documentFound: boolean;
  /** Plainly not an identity document: blank, shaped otherwise, or reading as something else. */
  notAnIdentityDocument?: boolean;
  quality: QualityReason[];
  subject?: PhotoSubject;
  /** A zone is expected: on a passport page, and on a card's back. */
  mrzExpected: boolean;
  /** A card's front recognised by its wording and portrait; its state when known. */
  front?: { issuingState: string | undefined; numberRead: boolean };
  /**
   * What an accepted zone says; undefined when none was read or accepted. A zone whose expiry
   * field holds no date (`expiryUnread`) counts as expired: nothing shows the document valid.
   * `underage` is undefined when the zone gives no birth date.
   */
  mrz?: {
    documentType: string;
    issuingState: string;
    expired: boolean;
    expiryUnread?: boolean;
    underage?: boolean;
  };
  /** For a back after a front: whether it is the same card (state and number). */
  sidesMatch?: boolean;
}

export interface AssessmentPolicy {
  acceptedDocumentTypes: readonly string[];
  supportedCountries: readonly string[];
}

const RESULT_OF: Partial<Record<AssessmentReason, AssessedResult>> = {
  typeNotAccepted: "NotAccepted",
  countryNotSupported: "NotSupported",
  expired: "Expired",
  underage: "Refer",
  sidesDiffer: "Refer",
};

export function decideResult(
  findings: AssessmentFindings,
  policy: AssessmentPolicy,
): { highLevelResult: AssessedResult; reasons: AssessmentReason[] } {
  if (!findings.documentFound) return { highLevelResult: "Refer", reasons: ["documentNotFound"] };
  if (findings.notAnIdentityDocument)
    return { highLevelResult: "NotAccepted", reasons: ["notAnIdentityDocument"] };
  if (findings.quality.length > 0)
    return { highLevelResult: "Refer", reasons: [...findings.quality] };
  const { front, mrz } = findings;
  if (findings.subject === "cardFront" && front) {
    if (!front.numberRead) return { highLevelResult: "Refer", reasons: ["frontUnreadable"] };
    if (front.issuingState !== undefined && !policy.supportedCountries.includes(front.issuingState))
      return { highLevelResult: "NotSupported", reasons: ["countryNotSupported"] };
    return { highLevelResult: "Passed", reasons: [] };
  }
  if (!mrz) return { highLevelResult: "Refer", reasons: ["mrzUnreadable"] };
  const reasons: AssessmentReason[] = [];
  if (!policy.acceptedDocumentTypes.includes(mrz.documentType)) reasons.push("typeNotAccepted");
  if (!policy.supportedCountries.includes(mrz.issuingState)) reasons.push("countryNotSupported");
  if (mrz.expired) reasons.push("expired");
  if (mrz.underage) reasons.push("underage");
  if (findings.sidesMatch === false) reasons.push("sidesDiffer");
  const first = reasons[0];
  return { highLevelResult: (first && RESULT_OF[first]) ?? "Passed", reasons };
}

/** The checks a document photo goes through (DOCUMENT_CHECK_NAMES, in the order it reaches them). */
export type CheckName = DocumentCheckName;

/**
 * The widget spec's check detail values: passed or failed; not needed where the photo holds
 * nothing to check (a card's front has no zone: its back is checked); skipped where an earlier
 * check failed first; undetermined where the check ran and could not decide (a zone with no
 * readable expiry date); success needed where a later step must still pass it (the journey's
 * data check before personal data is sent).
 */
export type CheckOutcome =
  "Passed" | "Failed" | "NotNeeded" | "Skipped" | "Undetermined" | "SuccessNeeded";

/**
 * What each check made of the photo. The quality checks run on a document found and not
 * plainly something else; the zone is read on a photo of good quality that should carry one,
 * the front's wording on a card's front; the type, country, expiry and age from what was read.
 */
export function checkOutcomes(
  findings: AssessmentFindings,
  policy: AssessmentPolicy,
): Record<CheckName, CheckOutcome> {
  const found = findings.documentFound && !findings.notAnIdentityDocument;
  const goodQuality = found && findings.quality.length === 0;
  const { mrz, front, subject } = findings;
  const judged = (passed: boolean): CheckOutcome => (passed ? "Passed" : "Failed");
  const quality = (reason: QualityReason): CheckOutcome =>
    found ? judged(!findings.quality.includes(reason)) : "Skipped";
  /** A check of the zone: it needs a photo of good quality that should carry one. */
  const ofZone = (judge: () => CheckOutcome): CheckOutcome =>
    !goodQuality ? "Skipped" : !findings.mrzExpected ? "NotNeeded" : judge();
  /** A check of what the zone says: it needs the zone read too. */
  const fromZone = (judge: (read: NonNullable<typeof mrz>) => CheckOutcome): CheckOutcome =>
    ofZone(() => (mrz ? judge(mrz) : "Skipped"));
  const frontRead = goodQuality && subject === "cardFront" && front?.numberRead === true;
  return {
    documentFound: findings.notAnIdentityDocument ? "Failed" : judged(findings.documentFound),
    sharpness: quality("blurred"),
    glare: quality("glare"),
    resolution: quality("tooSmall"),
    machineReadableZone: ofZone(() => judged(mrz !== undefined)),
    frontRecognised:
      subject !== "cardFront"
        ? found && subject
          ? "NotNeeded"
          : "Skipped"
        : !goodQuality
          ? "Skipped"
          : judged(front?.numberRead === true),
    documentType: frontRead
      ? "Passed"
      : fromZone((read) => judged(policy.acceptedDocumentTypes.includes(read.documentType))),
    issuingCountry: frontRead
      ? front.issuingState === undefined
        ? "Undetermined"
        : judged(policy.supportedCountries.includes(front.issuingState))
      : fromZone((read) => judged(policy.supportedCountries.includes(read.issuingState))),
    sidesMatch:
      findings.sidesMatch !== undefined
        ? judged(findings.sidesMatch)
        : goodQuality && subject && (subject !== "cardBack" || mrz)
          ? "NotNeeded"
          : "Skipped",
    expiry: fromZone((read) => (read.expiryUnread ? "Undetermined" : judged(!read.expired))),
    underage: fromZone((read) =>
      read.underage === undefined ? "Undetermined" : judged(!read.underage),
    ),
  };
}
