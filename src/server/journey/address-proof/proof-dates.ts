/**
 * The issue date of a proof of address, from the lines read off it. Dates are read as the page's
 * languages write them (14.11.2026, 2026-11-14, 14/11/26, "3 November 2026", "November 3, 2026",
 * "14 listopada 2026", "3. November 2026"), day before month where the digits leave it open. The
 * date a label names ("Data wystawienia", "Bill date", "Date of issue"…) is the issue date; a
 * page without such a label is dated by its latest date that is not a due date and not after
 * today (a letter's date, the end of a statement's period).
 */
import { foldText } from "./proof-text.ts";

const MONTH_WORDS: Record<string, number> = {};
const MONTH_NAMES: string[][] = [
  // English, Polish (nominative and genitive), German, French, Spanish, Italian
  ["january", "jan", "styczen", "stycznia", "januar", "janvier", "enero", "gennaio"],
  ["february", "feb", "luty", "lutego", "februar", "fevrier", "febrero", "febbraio"],
  ["march", "mar", "marzec", "marca", "marz", "mars", "marzo"],
  ["april", "apr", "kwiecien", "kwietnia", "avril", "abril", "aprile"],
  ["may", "maj", "maja", "mai", "mayo", "maggio"],
  ["june", "jun", "czerwiec", "czerwca", "juni", "juin", "junio", "giugno"],
  ["july", "jul", "lipiec", "lipca", "juli", "juillet", "julio", "luglio"],
  ["august", "aug", "sierpien", "sierpnia", "aout", "agosto"],
  ["september", "sep", "sept", "wrzesien", "wrzesnia", "septembre", "septiembre", "settembre"],
  ["october", "oct", "pazdziernik", "pazdziernika", "oktober", "octobre", "octubre", "ottobre"],
  ["november", "nov", "listopad", "listopada", "novembre", "noviembre"],
  ["december", "dec", "grudzien", "grudnia", "dezember", "decembre", "diciembre", "dicembre"],
];
MONTH_NAMES.forEach((names, index) => names.forEach((name) => (MONTH_WORDS[name] = index + 1)));

/** Labels of the date a page was issued, folded; the more specific first. */
const ISSUE_LABELS = [
  "data wystawienia",
  "data wyciagu",
  "data dokumentu",
  "wystawiono",
  "date of issue",
  "issue date",
  "issued on",
  "bill date",
  "statement date",
  "invoice date",
  "date of statement",
  "ausstellungsdatum",
  "rechnungsdatum",
  "date d emission",
  "fecha de emision",
  "data di emissione",
];
/** Labels of dates that are not the issue date (payment due, a period's ends). */
const OTHER_DATE_LABELS = [
  "due",
  "pay by",
  "termin platnosci",
  "platne do",
  "zaplac do",
  "faellig",
  "fallig",
  "echeance",
  "vencimiento",
  "scadenza",
];

export interface FoundDate {
  /** ISO date. */
  iso: string;
  /** Where it starts in the folded line. */
  at: number;
}

function isoOf(year: number, month: number, day: number): string | undefined {
  const fullYear = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

const NUMERIC_DAY_FIRST = /\b(\d{1,2})\s?[./-]\s?(\d{1,2})\s?[./-]\s?(\d{4}|\d{2})\b/g;
const NUMERIC_YEAR_FIRST = /\b(\d{4})[./-](\d{1,2})[./-](\d{1,2})\b/g;
const DAY_MONTH_YEAR = /\b(\d{1,2})\.?\s+([a-z]{3,12})\.?,?\s+(\d{4})\b/g;
const MONTH_DAY_YEAR = /\b([a-z]{3,12})\.?\s+(\d{1,2}),?\s+(\d{4})\b/g;

/** Every date written on a folded line, in the order they stand. */
export function datesOnLine(foldedLine: string): FoundDate[] {
  const found: FoundDate[] = [];
  const add = (at: number, iso: string | undefined) => {
    if (iso && !found.some((date) => date.at === at)) found.push({ iso, at });
  };
  for (const match of foldedLine.matchAll(NUMERIC_YEAR_FIRST))
    add(match.index, isoOf(Number(match[1]), Number(match[2]), Number(match[3])));
  for (const match of foldedLine.matchAll(NUMERIC_DAY_FIRST))
    add(match.index, isoOf(Number(match[3]), Number(match[2]), Number(match[1])));
  for (const match of foldedLine.matchAll(DAY_MONTH_YEAR)) {
    const month = MONTH_WORDS[match[2]!];
    if (month) add(match.index, isoOf(Number(match[3]), month, Number(match[1])));
  }
  for (const match of foldedLine.matchAll(MONTH_DAY_YEAR)) {
    const month = MONTH_WORDS[match[1]!];
    if (month) add(match.index, isoOf(Number(match[3]), month, Number(match[2])));
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Text with its punctuation as spaces, so "Bill date:" and "bill date" compare alike. */
const plainWords = (folded: string) => ` ${folded.replaceAll(/[^\p{L}\p{N}]+/gu, " ").trim()} `;

function labelAt(foldedLine: string, labels: readonly string[]): number {
  const plain = plainWords(foldedLine);
  for (const label of labels) if (plain.includes(` ${label} `)) return labels.indexOf(label);
  return -1;
}

/**
 * The page's issue date (ISO), or undefined when none is written: the first date after the most
 * specific issue label (on its line, or on the next line when the label stands alone), else the
 * latest date not labelled due and not after `today`.
 */
export function issueDateOf(lines: readonly string[], today: string): string | undefined {
  const folded = lines.map(foldText);
  let labelled: { rank: number; iso: string } | undefined;
  folded.forEach((line, index) => {
    const rank = labelAt(line, ISSUE_LABELS);
    if (rank < 0 || (labelled && labelled.rank <= rank)) return;
    const date = datesOnLine(line)[0] ?? datesOnLine(folded[index + 1] ?? "")[0];
    if (date) labelled = { rank, iso: date.iso };
  });
  if (labelled) return labelled.iso;
  const undated = folded
    .filter((line) => labelAt(line, OTHER_DATE_LABELS) < 0)
    .flatMap((line) => datesOnLine(line).map((date) => date.iso))
    .filter((iso) => iso <= today)
    .sort();
  return undated.at(-1);
}
