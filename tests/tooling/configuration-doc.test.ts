/**
 * The configuration reference (docs/CONFIGURATION.md) names every environment variable the server
 * reads, and the README, which keeps to the product, its quick start, compliance edits and the
 * developers' work, points to it instead of holding the tables itself.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Every `env.NAME` the server's code reads. */
function variablesTheServerReads(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles("src/server"))
    for (const match of read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]!);
  return [...names].sort();
}

describe("the configuration reference", () => {
  const reference = read("docs/CONFIGURATION.md");

  it("names every variable the server reads", () => {
    const variables = variablesTheServerReads();
    expect(variables.length).toBeGreaterThan(40);
    const undocumented = variables.filter(
      (name) => !new RegExp(`\`${name}(=[^\`]*)?\``).test(reference),
    );
    expect(undocumented).toEqual([]);
  });

  it("is where the README sends readers, the README holding no table of variables", () => {
    const readme = read("README.md");
    expect(readme).toContain("(docs/CONFIGURATION.md)");
    expect(readme).not.toMatch(/^\| variable /m);
    expect(readme).not.toMatch(/^## Configuration/m);
  });
});
