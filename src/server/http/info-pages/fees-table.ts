/**
 * The table of fees and commissions the built-in fees page and the documents file show, as
 * compliance gives it in `config/fees-table.json`: rows in order, each an `id` (its name is the
 * locale text `infoPages:fees.rows.<id>`) and the fee on each brand's account, as written.
 */
import fs from "node:fs";
import path from "node:path";
import type { Brand } from "../../../shared/brand/locales.ts";

export interface FeeRow {
  id: string;
  pl: string;
  eu: string;
}

export type FeesTable = readonly FeeRow[];

/** Reads and checks the file; a row without an id or either brand's fee stops the start. */
export function loadFeesTable(projectRoot: string): FeesTable {
  const file = path.join(projectRoot, "config", "fees-table.json");
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as { rows?: unknown };
  if (!Array.isArray(parsed.rows)) throw new Error("config/fees-table.json: rows is not a list");
  return parsed.rows.map((row: unknown, index) => {
    const { id, pl, eu } = (row ?? {}) as Record<string, unknown>;
    if (typeof id !== "string" || typeof pl !== "string" || typeof eu !== "string")
      throw new Error(`config/fees-table.json: rows[${index}] needs the strings id, pl and eu`);
    return { id, pl, eu };
  });
}

export function feeOf(row: FeeRow, brand: Brand): string {
  return brand === "pl" ? row.pl : row.eu;
}
