/** docs/DOCUMENT-VERDICTS.md lists the corpus's verdicts as they are now. */
import fs from "node:fs";
import { expect, it } from "vitest";
import { VERDICT_TABLE_FILE, verdictTable } from "../../scripts/fixtures/verdict-table.ts";

it("docs/DOCUMENT-VERDICTS.md is the table of the corpus's expected verdicts (scripts/fixtures/generate-documents.ts writes it)", async () => {
  expect(fs.readFileSync(VERDICT_TABLE_FILE, "utf8")).toBe(await verdictTable());
});
