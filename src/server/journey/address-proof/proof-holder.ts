/**
 * Whether a proof of address is the applicant's, from the lines read off it: a line with the
 * applicant's first given name and surname (a title or initials beside them do not matter), and
 * in the block under it the street with its building number, the postal code and the town. A
 * page without the name is searched whole, only to say which address parts it lacks too.
 */
import type { OcrLine } from "../checks/ocr-worker.ts";
import { findWordRun, hasCode, streetNameWords, streetWordForm, wordsOf } from "./proof-text.ts";

/** The applicant as the product knows them: names from the document, the address as answered. */
export interface ProofApplicant {
  /** Given names as the document has them; the first must be on the page. @example "ANNA MARIA" */
  firstName: string;
  /** @example "KOWALSKI" */
  lastName: string;
  street: string;
  buildingNumber: string;
  postalCode: string;
  city: string;
}

/** The parts of an address the page must show, in the order a result lists them. */
export const ADDRESS_PARTS = ["street", "buildingNumber", "postalCode", "city"] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

export interface HolderFindings {
  name: boolean;
  /** The address parts found (in the block under the name, when the name was found). */
  address: Record<AddressPart, boolean>;
}

/** How far below the name's line the address block reaches, in the name line's heights. */
const BLOCK_DEPTH_IN_LINES = 8;

interface ReadLine {
  words: string[];
  box: OcrLine["box"];
}

function hasName(words: readonly string[], applicant: ProofApplicant): boolean {
  const firstGiven = wordsOf(applicant.firstName).slice(0, 1);
  const surname = wordsOf(applicant.lastName);
  return findWordRun(words, surname) >= 0 && findWordRun(words, firstGiven) >= 0;
}

/** The lines under `name` that its address block may hold: near below, overlapping it across. */
function blockUnder(name: ReadLine, lines: readonly ReadLine[]): ReadLine[] {
  const height = Math.max(1, name.box.bottom - name.box.top);
  const width = name.box.right - name.box.left;
  return lines.filter(
    (line) =>
      line.box.top >= name.box.top &&
      line.box.top <= name.box.bottom + BLOCK_DEPTH_IN_LINES * height &&
      line.box.left < name.box.right + width &&
      line.box.right > name.box.left - width,
  );
}

function addressIn(lines: readonly ReadLine[], applicant: ProofApplicant) {
  const street = streetNameWords(applicant.street);
  const streetLines = lines.filter(
    (line) => findWordRun(line.words.map(streetWordForm), street) >= 0,
  );
  const city = wordsOf(applicant.city);
  return {
    street: streetLines.length > 0,
    buildingNumber: streetLines.some((line) => hasCode(line.words, applicant.buildingNumber)),
    postalCode: lines.some((line) => hasCode(line.words, applicant.postalCode)),
    city: lines.some((line) => findWordRun(line.words, city) >= 0),
  };
}

/** What of the applicant's name and address the page's lines hold. */
export function findHolder(lines: readonly OcrLine[], applicant: ProofApplicant): HolderFindings {
  const read = lines.map((line) => ({ words: wordsOf(line.text), box: line.box }));
  const nameLines = read.filter((line) => hasName(line.words, applicant));
  if (nameLines.length === 0) return { name: false, address: addressIn(read, applicant) };
  const blocks = nameLines.map((name) => addressIn(blockUnder(name, read), applicant));
  const score = (found: Record<AddressPart, boolean>) =>
    Object.values(found).filter(Boolean).length;
  const best = blocks.reduce((a, b) => (score(b) > score(a) ? b : a));
  return { name: true, address: best };
}
