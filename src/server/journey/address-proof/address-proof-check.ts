/**
 * The proof-of-address check: the page must not be an identity document (no machine-readable
 * zone), and its lines must hold the applicant's name, the address they answered (street with
 * its number, postal code, town) and an issue date no older than the period the ADDRESS step sets
 * (`issuedWithinMonths`, three months by default) and not after today. It passes only when nothing is missing; what did not match is kept with the result.
 */
import type { OcrLine } from "../checks/ocr-worker.ts";
import { issueDateOf } from "./proof-dates.ts";
import {
  ADDRESS_PARTS,
  findHolder,
  type AddressPart,
  type ProofApplicant,
} from "./proof-holder.ts";

export type { ProofApplicant };

/** What a proof of address lacked, in the order the result lists it. */
export type AddressProofMismatch =
  | "identityDocument"
  | "name"
  | AddressPart
  | "issueDateNotFound"
  | "issueDateTooOld"
  | "issueDateInFuture";

export interface AddressProofResult {
  result: "Passed" | "Failed";
  /** The issue date read (ISO), null when the page has none. */
  issueDate: string | null;
  mismatches: AddressProofMismatch[];
}

export interface AddressProofRules {
  /** How old an issue date may be, in calendar months. @default 3 */
  maxAgeMonths: number;
  /** The day the check is made (ISO, the server's UTC date). */
  today: string;
}

/**
 * A machine-readable zone's line: 30 or more letters, digits and fillers with a run of fillers,
 * as OCR reads the zone of a passport or an identity card, never a line of a letter or a bill.
 */
const ZONE_LINE = /[A-Z0-9<]{30,}/;

function isZoneLine(text: string): boolean {
  const compact = text.replaceAll(/\s/g, "");
  return ZONE_LINE.test(compact) && compact.includes("<<");
}

/** `today` less `months` calendar months (the month's last day where it is shorter). */
export function monthsBefore(today: string, months: number): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

function dateMismatch(
  issueDate: string | undefined,
  rules: AddressProofRules,
): AddressProofMismatch | undefined {
  if (!issueDate) return "issueDateNotFound";
  if (issueDate > rules.today) return "issueDateInFuture";
  if (issueDate < monthsBefore(rules.today, rules.maxAgeMonths)) return "issueDateTooOld";
  return undefined;
}

/** Judges the lines read off a proof of address against the applicant and the rules. */
export function checkAddressProof(
  lines: readonly OcrLine[],
  applicant: ProofApplicant,
  rules: AddressProofRules,
): AddressProofResult {
  const holder = findHolder(lines, applicant);
  const issueDate = issueDateOf(
    lines.map((line) => line.text),
    rules.today,
  );
  const mismatches: AddressProofMismatch[] = [];
  // An identity document names its holder and carries dates, but is no proof of address.
  if (lines.some((line) => isZoneLine(line.text))) mismatches.push("identityDocument");
  if (!holder.name) mismatches.push("name");
  for (const part of ADDRESS_PARTS) if (!holder.address[part]) mismatches.push(part);
  const late = dateMismatch(issueDate, rules);
  if (late) mismatches.push(late);
  return {
    result: mismatches.length === 0 ? "Passed" : "Failed",
    issueDate: issueDate ?? null,
    mismatches,
  };
}
