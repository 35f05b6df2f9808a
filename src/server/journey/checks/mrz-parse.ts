/**
 * Parses a corrected zone with the `mrz` package (ICAO 9303 TD1 and TD3) and says which check
 * digits failed. A zone is only trusted when none did; its values then become the
 * label-catalogue fields the journey's results show.
 */
import { parse, type FieldName } from "mrz";
import { birthDateFromMrz, expiryDateFromMrz } from "./mrz-dates.ts";
import { TD1_LAYOUT, TD3_LAYOUT, textOf, type MrzLayout } from "./mrz-layout.ts";

/** The check names of `MrzLayout` by the package's field names. */
const CHECK_DIGIT_FIELDS: Partial<Record<FieldName, string>> = {
  documentNumberCheckDigit: "documentNumber",
  birthDateCheckDigit: "birthDate",
  expirationDateCheckDigit: "expiryDate",
  personalNumberCheckDigit: "personalNumber",
  compositeCheckDigit: "composite",
};

export interface ParsedMrz {
  format: string;
  /** The two-character document code as printed, fillers kept ("P<", "ID", "AR"). */
  documentCode: string;
  /** As printed, fillers dropped ("D", "POL"). */
  issuingState: string;
  /** Names of the failed checks: documentNumber, birthDate, expiryDate, personalNumber, composite. */
  failedChecks: string[];
  /** Raw YYMMDD. */
  expiryDate: string;
  /** Label-catalogue fields (FirstName, BirthDate, MrzLine1, ...). */
  extracted: Record<string, string>;
}

/** A field of the layout as printed. */
function rawOf(lines: readonly string[], layout: MrzLayout, name: string): string {
  const field = layout.fields.find((candidate) => candidate.name === name);
  return field ? textOf(lines, [field]) : "";
}

const text = (raw: string) => raw.replaceAll("<", " ").replaceAll(/ +/g, " ").trim();

/** Surname, then `<<`, then given names separated by single fillers. */
function namesOf(names: string) {
  const separator = names.indexOf("<<");
  if (separator < 0) return { lastName: text(names), firstName: "" };
  return { lastName: text(names.slice(0, separator)), firstName: text(names.slice(separator + 2)) };
}

/** The zone parsed, or undefined when it is no TD1 or TD3 zone at all. */
export function parseMrzLines(lines: readonly string[], now: Date): ParsedMrz | undefined {
  let result;
  try {
    result = parse([...lines]);
  } catch {
    return undefined;
  }
  if (result.format !== "TD1" && result.format !== "TD3") return undefined;
  const layout = result.format === "TD3" ? TD3_LAYOUT : TD1_LAYOUT;
  const raw = (name: string) => rawOf(lines, layout, name);
  const failedChecks = result.details
    .filter((detail) => detail.field && CHECK_DIGIT_FIELDS[detail.field] && !detail.valid)
    .map((detail) => CHECK_DIGIT_FIELDS[detail.field!]!);
  const { firstName, lastName } = namesOf(raw("names"));
  const birth = birthDateFromMrz(raw("birthDate"), now);
  const expiryRaw = raw("expiryDate");
  const expiry = expiryDateFromMrz(expiryRaw, now);
  const sex = raw("sex");
  const personalNumber = text(raw(result.format === "TD3" ? "personalNumber" : "optional2"));
  const extracted: Record<string, string> = {
    FirstName: firstName,
    LastName: lastName,
    FullName: [firstName, lastName].filter(Boolean).join(" "),
    ...(birth ? { BirthDate: birth } : {}),
    Sex: sex === "<" ? "X" : sex,
    Nationality: text(raw("nationality")),
    DocumentNumber: result.documentNumber ?? text(raw("documentNumber")),
    ...(expiry ? { ExpiryDate: expiry } : {}),
    IssuingStateCode: text(raw("issuingState")),
    ...(personalNumber ? { PersonalNumber: personalNumber } : {}),
  };
  lines.forEach((line, i) => (extracted[`MrzLine${i + 1}`] = line));
  return {
    format: result.format,
    documentCode: lines[0]!.slice(0, 2),
    issuingState: extracted.IssuingStateCode ?? "",
    failedChecks,
    expiryDate: expiryRaw,
    extracted,
  };
}
