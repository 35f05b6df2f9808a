/**
 * Reads Poczta Polska's postal code list in its published CSV shape: a header naming the columns
 * PNA, Miejscowość, Ulica, Numery, Gmina, Powiat, Województwo (in this order), separated by `;`
 * (or `,`), fields optionally in double quotes. Rows with a malformed code are reported, not read.
 */

export interface PostalRow {
  postalCode: string;
  locality: string;
  city: string;
  street: string;
  numbers: string;
  municipality: string;
  county: string;
  voivodeship: string;
}

export interface ParsedPostalList {
  rows: PostalRow[];
  /** Line numbers (1-based) and why each was skipped. */
  skipped: { line: number; reason: string }[];
}

const COLUMNS = ["pna", "miejscowość", "ulica", "numery", "gmina", "powiat", "województwo"];
const POSTAL_CODE = /^[0-9]{2}-[0-9]{3}$/;

/** The locality without the district in brackets: "Warszawa (Mokotów)" is in "Warszawa". */
export function cityOfLocality(locality: string): string {
  return locality.replace(/\s*\(.*\)\s*$/, "").trim();
}

export function splitCsvLine(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === separator) {
      fields.push(field);
      field = "";
    } else field += char;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

export function parsePostalList(text: string): ParsedPostalList {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const header = lines[0] ?? "";
  const separator = header.includes(";") ? ";" : ",";
  const names = splitCsvLine(header, separator).map((n) => n.toLocaleLowerCase("pl"));
  if (COLUMNS.some((column, i) => names[i] !== column))
    throw new Error(
      `the header must be ${COLUMNS.join(separator)} (Poczta Polska's columns); found: ${header}`,
    );
  const rows: PostalRow[] = [];
  const skipped: ParsedPostalList["skipped"] = [];
  lines.slice(1).forEach((line, index) => {
    if (!line.trim()) return;
    const [postalCode = "", locality = "", street = "", numbers = "", ...rest] = splitCsvLine(
      line,
      separator,
    );
    const [municipality = "", county = "", voivodeship = ""] = rest;
    if (!POSTAL_CODE.test(postalCode))
      return void skipped.push({ line: index + 2, reason: `postal code "${postalCode}"` });
    if (!locality) return void skipped.push({ line: index + 2, reason: "no locality" });
    rows.push({
      postalCode,
      locality,
      city: cityOfLocality(locality),
      street,
      numbers,
      municipality,
      county,
      voivodeship,
    });
  });
  return { rows, skipped };
}
