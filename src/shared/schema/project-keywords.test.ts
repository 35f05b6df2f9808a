import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Ajv2019 } from "ajv/dist/2019.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import { describe, expect, it } from "vitest";
import { addProjectKeywords } from "./project-keywords.ts";

const newAjv = (options: { code?: { source: boolean } } = {}) =>
  addProjectKeywords(new Ajv2019({ $data: true, allErrors: true, ...options }));

/** Three tax countries, each later one different from those before it. */
const TAX_COUNTRIES = {
  type: "object",
  properties: {
    first: { type: "string" },
    second: { type: "string", "x-differentFrom": "first" },
    third: { type: "string", "x-differentFrom": ["first", "second"] },
  },
};

const failures = (validate: { errors?: unknown }) =>
  ((validate.errors ?? []) as { instancePath: string; keyword: string }[]).map(
    (error) => `${error.instancePath} ${error.keyword}`,
  );

describe("x-differentFrom", () => {
  const validate = newAjv().compile(TAX_COUNTRIES);

  it("refuses a value another named field already has, on the field itself", () => {
    expect(validate({ first: "PL", second: "PL" })).toBe(false);
    expect(failures(validate)).toEqual(["/second x-differentFrom"]);
    expect(validate({ first: "PL", second: "DE", third: "DE" })).toBe(false);
    expect(failures(validate)).toEqual(["/third x-differentFrom"]);
    expect(validate({ first: "PL", second: "DE", third: "PL" })).toBe(false);
    expect(failures(validate)).toEqual(["/third x-differentFrom"]);
  });

  it("takes values that differ, and a named field without a value", () => {
    expect(validate({ first: "PL", second: "DE", third: "FR" })).toBe(true);
    expect(validate({ second: "DE" })).toBe(true);
    expect(validate({ first: "PL", third: "DE" })).toBe(true);
  });

  it("compares values, not their spelling: another type is another value", () => {
    const numbers = newAjv().compile({
      type: "object",
      properties: { a: {}, b: { "x-differentFrom": "a" } },
    });
    expect(numbers({ a: 1, b: "1" })).toBe(true);
    expect(numbers({ a: 1, b: 1 })).toBe(false);
  });

  it("is part of the standalone code the browser's validators are made of", () => {
    const ajv = newAjv({ code: { source: true } });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "standalone-"));
    const file = path.join(dir, "validate.cjs");
    fs.writeFileSync(file, standaloneCode(ajv, ajv.compile(TAX_COUNTRIES)));
    const loaded = createRequire(import.meta.url)(file) as { default: (data: unknown) => boolean };
    fs.rmSync(dir, { recursive: true });
    const standalone = loaded.default;
    expect(standalone({ first: "PL", second: "PL" })).toBe(false);
    expect(standalone({ first: "PL", second: "DE" })).toBe(true);
  });

  it("cannot stand on the whole object, which has no fields beside it", () => {
    expect(() => newAjv().compile({ type: "object", "x-differentFrom": "a" })).toThrow(
      /belongs on a field/,
    );
  });
});
