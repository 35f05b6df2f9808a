/** Loading a postal code list file into the database: the importer's work, and the sample at start. */
import fs from "node:fs";
import path from "node:path";
import { parsePostalList, type ParsedPostalList } from "./postal-code-csv.ts";
import type { PostalAddressStore } from "./postal-address-store.ts";
import { PROJECT_ROOT } from "../config/project-root.ts";

/** A few hundred real rows of the official list, bundled so a fresh start works offline. */
export const BUNDLED_SAMPLE = path.join(PROJECT_ROOT, "scripts/postal-data/sample.csv");

export async function importPostalList(
  store: PostalAddressStore,
  file: string,
): Promise<ParsedPostalList> {
  const parsed = parsePostalList(fs.readFileSync(file, "utf8"));
  if (!parsed.rows.length) throw new Error(`${file}: no rows to import`);
  await store.replaceAll(parsed.rows);
  return parsed;
}

/** An empty list gets the bundled sample; a list already imported is left as it is. */
export async function loadSampleIfEmpty(store: PostalAddressStore): Promise<number> {
  if ((await store.count()) > 0) return 0;
  return (await importPostalList(store, BUNDLED_SAMPLE)).rows.length;
}
