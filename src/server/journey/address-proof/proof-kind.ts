/**
 * What kind of proof of address a page is (widget spec §3 "Supported document types"), from the
 * words read off it: a council tax bill, a tenancy agreement, a bank statement, a utility bill,
 * a telecom bill, an insurance letter, a tax letter, a certificate, an invoice, another letter or
 * statement, or something else. The kind is shown with the result; it decides nothing.
 */
import { wordsOf } from "./proof-text.ts";

export const ADDRESS_PROOF_KINDS = [
  "CouncilTax",
  "TenancyAgreement",
  "BankStatement",
  "UtilityBill",
  "Telecom",
  "Insurance",
  "Tax",
  "Certificates",
  "Invoice",
  "LettersAndStatements",
  "Others",
] as const;
export type AddressProofKind = (typeof ADDRESS_PROOF_KINDS)[number];

/** Folded words (or two-word phrases) that speak for each kind, in English, Polish and German. */
const KIND_WORDS: Record<Exclude<AddressProofKind, "Others">, readonly string[]> = {
  CouncilTax: ["council tax"],
  TenancyAgreement: ["tenancy", "lease", "landlord", "najmu", "wynajmujacy", "mietvertrag"],
  BankStatement: ["bank", "iban", "wyciag", "saldo", "balance", "kontoauszug", "rachunku"],
  UtilityBill: [
    "electricity",
    "kwh",
    "gas",
    "water",
    "energy",
    "energia",
    "prad",
    "gaz",
    "woda",
    "strom",
  ],
  Telecom: ["broadband", "mobile", "telephone", "internet", "telefon", "abonament"],
  Insurance: ["insurance", "policy", "polisa", "ubezpieczenie", "versicherung"],
  Tax: ["tax", "podatek", "podatkowy", "skarbowy", "steuer", "revenue"],
  Certificates: ["certificate", "zaswiadczenie", "bescheinigung"],
  Invoice: ["invoice", "faktura", "rechnung"],
  LettersAndStatements: ["statement", "letter", "pismo", "zawiadomienie"],
};

/** The kind whose words the page holds most often; the earlier kind of a tie. */
export function addressProofKind(lines: readonly string[]): AddressProofKind {
  const words = lines.flatMap((line) => wordsOf(line));
  const pairs = words.slice(1).map((word, i) => `${words[i]} ${word}`);
  const counts = new Map<string, number>();
  for (const term of [...words, ...pairs]) counts.set(term, (counts.get(term) ?? 0) + 1);
  let best: AddressProofKind = "Others";
  let bestCount = 0;
  for (const kind of ADDRESS_PROOF_KINDS) {
    if (kind === "Others") continue;
    const count = KIND_WORDS[kind].reduce((sum, term) => sum + (counts.get(term) ?? 0), 0);
    if (count > bestCount) [best, bestCount] = [kind, count];
  }
  return best;
}
