import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findImportCycles } from "./check-imports.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-imports-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes modules into the scratch folder and returns their paths. */
function modules(files: Record<string, string>): string[] {
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  });
}

describe("findImportCycles", () => {
  it("finds a cycle closed by a type-only import", () => {
    const files = modules({
      "a.ts": 'import { b } from "./b.ts";\nexport const a = b;\n',
      "b.ts": 'import type { A } from "./c.ts";\nexport const b = 1 as unknown as A;\n',
      "c.ts": 'import type { a } from "./a.ts";\nexport type A = typeof a;\n',
    });
    expect(findImportCycles(files).map((cycle) => cycle.map((f) => path.basename(f)))).toEqual([
      ["a.ts", "b.ts", "c.ts"],
    ]);
  });

  it("finds none where the shared type sits in a module of its own", () => {
    const files = modules({
      "d.ts": 'import { e } from "./e.ts";\nexport const d = e;\n',
      "e.ts": 'import type { T } from "./t.ts";\nexport const e: T = 1;\n',
      "t.ts": "export type T = number;\n",
    });
    expect(findImportCycles(files)).toEqual([]);
  });
});
