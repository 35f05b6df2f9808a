/**
 * The set-up every Vitest run starts with: validators made from schemas that have since changed
 * are generated again before the tests import them; fresh ones are left as they are.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/server/config/project-files.ts";
import { ensureFreshStepModules } from "../gen-validators.ts";
import { validatorsAreFresh } from "./inputs-fingerprint.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project of one step (currency choice) with the real dictionaries, and an output folder. */
function oneStepProject(): { root: string; outDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "fresh-validators-"));
  made.push(root);
  const schemas = path.join(root, "schemas");
  fs.cpSync(
    path.join(PROJECT_ROOT, "schemas", "dictionaries"),
    path.join(schemas, "dictionaries"),
    {
      recursive: true,
    },
  );
  for (const file of ["currencyChoice.schema.json", "currencyChoice.ui.json"])
    fs.copyFileSync(path.join(PROJECT_ROOT, "schemas", file), path.join(schemas, file));
  return { root, outDir: path.join(root, "generated") };
}

const generatedSchemaOf = (outDir: string) =>
  fs.readFileSync(path.join(outDir, "currencyChoice.step.js"), "utf8");

describe("fresh validators before a test run", () => {
  it("generates missing validators, then leaves fresh ones alone", () => {
    const { root, outDir } = oneStepProject();
    expect(ensureFreshStepModules(outDir, root)).toBe(true);
    expect(fs.existsSync(path.join(outDir, "currencyChoice.validate.cjs"))).toBe(true);
    const written = fs.statSync(path.join(outDir, "currencyChoice.step.js")).mtimeMs;

    expect(ensureFreshStepModules(outDir, root)).toBe(false);
    expect(fs.statSync(path.join(outDir, "currencyChoice.step.js")).mtimeMs).toBe(written);
  });

  it("generates them again after a schema edit, from the edited schema", () => {
    const { root, outDir } = oneStepProject();
    ensureFreshStepModules(outDir, root);
    const file = path.join(root, "schemas", "currencyChoice.schema.json");
    const schema = JSON.parse(fs.readFileSync(file, "utf8")) as {
      properties: Record<string, unknown>;
    };
    schema.properties.currencyNote = { type: "string", maxLength: 20 };
    fs.writeFileSync(file, JSON.stringify(schema, null, 2));
    expect(validatorsAreFresh(outDir, root)).toBe(false);
    expect(generatedSchemaOf(outDir)).not.toContain("currencyNote");

    expect(ensureFreshStepModules(outDir, root)).toBe(true);
    expect(generatedSchemaOf(outDir)).toContain('"currencyNote"');
    expect(validatorsAreFresh(outDir, root)).toBe(true);
  });

  it("is the set-up Vitest runs", async () => {
    const config = (await import("../../vitest.config.ts")).default as {
      test: { globalSetup: string[] };
    };
    expect(config.test.globalSetup).toContain("scripts/gen-validators/fresh-validators.ts");
  });
});
