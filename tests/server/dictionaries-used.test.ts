/**
 * Every dictionary under schemas/dictionaries/ is read by something: named in a schema or UI
 * schema (`{ "$dictionary": "name" }`, a UI option) or by the code of the server, the flow, the
 * app or a widget. A dictionary nothing reads would be a place compliance edits to no effect.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/server/config/project-files.ts";

function filesUnder(dir: string, ending: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : filesUnder(full, ending);
    return ending.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const dictionariesDir = path.join(PROJECT_ROOT, "schemas", "dictionaries");
const names = fs.readdirSync(dictionariesDir).map((file) => path.basename(file, ".json"));
const readers = [
  ...fs
    .readdirSync(path.join(PROJECT_ROOT, "schemas"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => path.join(PROJECT_ROOT, "schemas", file)),
  path.join(PROJECT_ROOT, "flows", "onboarding.flow.json"),
  ...filesUnder(path.join(PROJECT_ROOT, "src"), /\.tsx?$/),
  ...filesUnder(path.join(PROJECT_ROOT, "widgets"), /\.tsx?$/),
].map((file) => fs.readFileSync(file, "utf8"));

describe("the dictionaries", () => {
  it("are each read by a schema or by the code", () => {
    expect(names.length).toBeGreaterThan(10);
    const unread = names.filter(
      (name) => !readers.some((text) => new RegExp(`\\b${name}\\b`).test(text)),
    );
    expect(unread).toEqual([]);
  });
});
