/**
 * The health certificate's holder cross-checked with the identity document's ("Covid pass
 * cross-check"): the certificate's ICAO 9303 names (the same transliteration as the document's
 * machine-readable zone) must give the document's surname and its first given name, and its date
 * of birth must be the document's (a certificate may give only the year, or year and month).
 */
import type { HealthCertificateHolder } from "./dcc-decode.ts";

export interface DocumentHolder {
  firstName: string;
  lastName: string;
  /** ISO date, as the document's zone gives it. */
  birthDate: string | undefined;
}

export type HolderMismatch = "name" | "birthDate";

/** Letters that lose no mark but are written otherwise in ICAO 9303's Latin (its table A). */
const ICAO_LETTERS: Record<string, string> = {
  Ł: "L",
  Ø: "OE",
  Đ: "D",
  Þ: "TH",
  ẞ: "SS",
  Æ: "AE",
  Œ: "OE",
  Ħ: "H",
  Ŀ: "L",
};

/** Letters only, unaccented, upper case, one space between words. */
export function folded(text: string): string {
  return text
    .toUpperCase()
    .replaceAll("ß", "SS")
    .replaceAll(/[ŁØĐÞẞÆŒĦĿ]/gu, (letter) => ICAO_LETTERS[letter]!)
    .normalize("NFKD")
    .replaceAll(/\p{M}/gu, "")
    .toUpperCase()
    .replaceAll(/[^A-Z]+/g, " ")
    .trim();
}

/** The certificate's form of a name: the transliterated one, else the name itself folded. */
const nameOf = (transliterated: string, written: string) => folded(transliterated || written);

export function holderMismatches(
  certificate: HealthCertificateHolder,
  document: DocumentHolder,
): HolderMismatch[] {
  const mismatches: HolderMismatch[] = [];
  const surname = nameOf(certificate.familyNameTransliterated, certificate.familyName);
  const given = nameOf(certificate.givenNameTransliterated, certificate.givenName).split(" ")[0];
  const documentGiven = folded(document.firstName).split(" ")[0];
  if (!surname || surname !== folded(document.lastName) || !given || given !== documentGiven)
    mismatches.push("name");
  const birth = certificate.dateOfBirth;
  if (!birth || !document.birthDate?.startsWith(birth)) mismatches.push("birthDate");
  return mismatches;
}
