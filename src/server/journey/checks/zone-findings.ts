/**
 * What a machine-readable zone read tells the assessment: the document's type and issuing
 * state, whether it expired, whether its holder is under the minimum age, and, for a card's
 * back, whether it is the card whose front was photographed (same state, same number).
 */
import type { AssessmentFindings } from "./assessment-rules.ts";
import { documentTypeOf } from "./document-checks-config.ts";
import { sameNumber } from "./front-recognition.ts";
import { ageOn, isExpired } from "./mrz-dates.ts";
import type { ParsedMrz } from "./mrz-parse.ts";

/**
 * What a recognised card front leaves for its back to be compared with: its perceptual hash,
 * its state when its wording named one, and the numbers it prints in its state's form.
 */
export interface FrontFindings {
  perceptualHash: string;
  issuingState: string | undefined;
  documentNumbers: string[];
  /** The state's front prints the number: the back's must be among those read. */
  numberPrinted: boolean;
}

export interface ZonePolicy {
  documentTypesByCode: Record<string, string>;
  minimumAge: number;
  now: Date;
}

export function zoneFindings(
  parsed: ParsedMrz,
  policy: ZonePolicy,
): { documentType: string; mrz: NonNullable<AssessmentFindings["mrz"]> } {
  const documentType = documentTypeOf(
    parsed.documentCode.replace(/<$/, ""),
    policy.documentTypesByCode,
  );
  const expiry = parsed.extracted.ExpiryDate;
  const birth = parsed.extracted.BirthDate;
  return {
    documentType,
    mrz: {
      documentType,
      issuingState: parsed.issuingState,
      expired: expiry === undefined || isExpired(expiry, policy.now),
      expiryUnread: expiry === undefined,
      underage: birth === undefined ? undefined : ageOn(birth, policy.now) < policy.minimumAge,
    },
  };
}

/**
 * Whether a zone belongs to the card whose front was recognised: a passport page never does; a
 * card's state must be the front's where the front named it, and its number one the front
 * printed where the front prints it. Undefined where there is no front to compare with.
 */
export function sidesMatch(
  front: FrontFindings | undefined,
  parsed: ParsedMrz,
  documentType: string,
): boolean | undefined {
  if (!front) return undefined;
  if (documentType === "Passport") return false;
  if (front.issuingState !== undefined && front.issuingState !== parsed.issuingState) return false;
  const number = parsed.extracted.DocumentNumber ?? "";
  return !front.numberPrinted || front.documentNumbers.some((read) => sameNumber(read, number));
}
