import { Ajv2019 } from "ajv/dist/2019.js";
import { describe, expect, it } from "vitest";
import { loadDictionaries, loadSteps } from "../../server/config/project-files.ts";
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import { matchesCondition, UnsupportedConditionError } from "./matches-condition.ts";

describe("matchesCondition keywords", () => {
  it("checks type, with integers counting as numbers but not the other way round", () => {
    expect(matchesCondition({ type: "string" }, "a")).toBe(true);
    expect(matchesCondition({ type: "string" }, 1)).toBe(false);
    expect(matchesCondition({ type: "integer" }, 3)).toBe(true);
    expect(matchesCondition({ type: "integer" }, 3.5)).toBe(false);
    expect(matchesCondition({ type: "number" }, 3)).toBe(true);
    expect(matchesCondition({ type: "number" }, 3.5)).toBe(true);
    expect(matchesCondition({ type: "null" }, null)).toBe(true);
    expect(matchesCondition({ type: "object" }, [])).toBe(false);
    expect(matchesCondition({ type: "array" }, [])).toBe(true);
    expect(matchesCondition({ type: ["string", "null"] }, null)).toBe(true);
    expect(matchesCondition({ type: ["string", "null"] }, false)).toBe(false);
  });

  it("compares const and enum by value, objects included", () => {
    expect(matchesCondition({ const: "PL" }, "PL")).toBe(true);
    expect(matchesCondition({ const: "PL" }, "DE")).toBe(false);
    expect(matchesCondition({ const: { a: [1, 2] } }, { a: [1, 2] })).toBe(true);
    expect(matchesCondition({ const: { a: [1, 2] } }, { a: [2, 1] })).toBe(false);
    expect(matchesCondition({ const: null }, null)).toBe(true);
    expect(matchesCondition({ enum: [1, 2, 3] }, 2)).toBe(true);
    expect(matchesCondition({ enum: [1, 2, 3] }, "2")).toBe(false);
  });

  it("combines with not, allOf, anyOf and oneOf", () => {
    expect(matchesCondition({ not: { const: "PL" } }, "DE")).toBe(true);
    expect(matchesCondition({ not: { const: "PL" } }, "PL")).toBe(false);
    expect(matchesCondition({ allOf: [{ type: "integer" }, { minimum: 2 }] }, 3)).toBe(true);
    expect(matchesCondition({ allOf: [{ type: "integer" }, { minimum: 2 }] }, 1)).toBe(false);
    expect(matchesCondition({ anyOf: [{ const: 1 }, { const: 2 }] }, 2)).toBe(true);
    expect(matchesCondition({ anyOf: [{ const: 1 }, { const: 2 }] }, 3)).toBe(false);
    expect(matchesCondition({ oneOf: [{ minimum: 1 }, { minimum: 5 }] }, 3)).toBe(true);
    expect(matchesCondition({ oneOf: [{ minimum: 1 }, { minimum: 5 }] }, 6)).toBe(false);
    expect(matchesCondition({ oneOf: [{ minimum: 1 }, { minimum: 5 }] }, 0)).toBe(false);
  });

  it("applies then when if holds and else when it does not", () => {
    const condition: JsonSchema = {
      if: { minimum: 10 },
      then: { maximum: 20 },
      else: { const: 5 },
    };
    expect(matchesCondition(condition, 15)).toBe(true);
    expect(matchesCondition(condition, 25)).toBe(false);
    expect(matchesCondition(condition, 5)).toBe(true);
    expect(matchesCondition(condition, 6)).toBe(false);
    expect(matchesCondition({ if: { const: 1 } }, 2)).toBe(true);
  });

  it("checks properties only when present, and required for presence", () => {
    const condition: JsonSchema = { properties: { citizenship: { const: "PL" } } };
    expect(matchesCondition(condition, {})).toBe(true);
    expect(matchesCondition(condition, { citizenship: "PL" })).toBe(true);
    expect(matchesCondition(condition, { citizenship: "DE" })).toBe(false);
    expect(matchesCondition({ ...condition, required: ["citizenship"] }, {})).toBe(false);
    expect(matchesCondition({ required: ["a"] }, { a: undefined })).toBe(false);
    expect(matchesCondition({ required: ["a"] }, "not an object")).toBe(true);
  });

  it("counts minLength and maxLength in code points, not UTF-16 units", () => {
    expect(matchesCondition({ maxLength: 2 }, "😀😀")).toBe(true);
    expect(matchesCondition({ minLength: 3 }, "😀😀")).toBe(false);
    expect(matchesCondition({ minLength: 2, maxLength: 2 }, "ąę")).toBe(true);
    expect(matchesCondition({ minLength: 1 }, 12345)).toBe(true);
  });

  it("matches pattern as a unicode regular expression, unanchored", () => {
    expect(matchesCondition({ pattern: "^[\\p{L}]+$" }, "Łódź")).toBe(true);
    expect(matchesCondition({ pattern: "^[\\p{L}]+$" }, "Łódź1")).toBe(false);
    expect(matchesCondition({ pattern: "^.$" }, "😀")).toBe(true);
    expect(matchesCondition({ pattern: "[0-9]" }, "abc1def")).toBe(true);
  });

  it("checks minimum and maximum inclusively on numbers only", () => {
    expect(matchesCondition({ minimum: 1, maximum: 3 }, 1)).toBe(true);
    expect(matchesCondition({ minimum: 1, maximum: 3 }, 3)).toBe(true);
    expect(matchesCondition({ minimum: 1, maximum: 3 }, 0)).toBe(false);
    expect(matchesCondition({ minimum: 1, maximum: 3 }, 3.01)).toBe(false);
    expect(matchesCondition({ minimum: 1 }, "0")).toBe(true);
  });

  it("checks items, minItems and maxItems on arrays", () => {
    expect(matchesCondition({ items: { type: "integer" } }, [1, 2])).toBe(true);
    expect(matchesCondition({ items: { type: "integer" } }, [1, "2"])).toBe(false);
    expect(matchesCondition({ minItems: 2 }, [1])).toBe(false);
    expect(matchesCondition({ maxItems: 1 }, [1, 2])).toBe(false);
    expect(matchesCondition({ minItems: 1, maxItems: 2 }, [1, 2])).toBe(true);
  });
});

describe("matchesCondition with true and false schemas", () => {
  it("accepts everything with true and nothing with false", () => {
    for (const data of [null, 0, "", {}, [], { a: 1 }]) {
      expect(matchesCondition(true, data)).toBe(true);
      expect(matchesCondition(false, data)).toBe(false);
    }
  });

  it("honours boolean schemas nested in properties, not, allOf and anyOf", () => {
    expect(matchesCondition({ properties: { a: false } } as unknown as JsonSchema, { a: 1 })).toBe(
      false,
    );
    expect(matchesCondition({ properties: { a: false } } as unknown as JsonSchema, {})).toBe(true);
    expect(matchesCondition({ not: true } as unknown as JsonSchema, 1)).toBe(false);
    expect(matchesCondition({ not: false } as unknown as JsonSchema, 1)).toBe(true);
    expect(matchesCondition({ allOf: [true, false] } as unknown as JsonSchema, 1)).toBe(false);
    expect(matchesCondition({ anyOf: [false, true] } as unknown as JsonSchema, 1)).toBe(true);
  });

  it("fails when if holds and then is the false schema", () => {
    expect(matchesCondition({ if: { const: 1 }, then: false }, 1)).toBe(false);
  });

  it("applies else when if is the false schema", () => {
    expect(matchesCondition({ if: false, else: { const: 1 } }, 2)).toBe(false);
  });

  it("rejects a non-empty array when items is the false schema", () => {
    expect(matchesCondition({ items: false }, [1])).toBe(false);
  });
});

describe("matchesCondition with unsupported keywords", () => {
  it.each([
    [{ format: "email" }, "a@b.c"],
    [{ $ref: "#/$defs/x" }, 1],
    [{ exclusiveMinimum: 1 }, 2],
    [{ properties: { a: { format: "date" } } }, { a: "2020-01-01" }],
  ])("throws UnsupportedConditionError for %j", (condition, data) => {
    expect(() => matchesCondition(condition as JsonSchema, data)).toThrow(
      UnsupportedConditionError,
    );
  });
});

const ajv = new Ajv2019({ strict: false });

function agreesWithAjv(condition: JsonSchema, data: unknown): { ours: boolean; ajv: boolean } {
  return { ours: matchesCondition(condition, data), ajv: ajv.validate(condition, data) };
}

describe("matchesCondition agrees with Ajv", () => {
  const table: [JsonSchema, unknown][] = [
    [{ type: "integer" }, 1],
    [{ type: "integer" }, 1.5],
    [{ type: "number" }, 2],
    [{ type: ["integer", "string"] }, "x"],
    [{ const: { a: 1, b: [1, { c: 2 }] } }, { b: [1, { c: 2 }], a: 1 }],
    [{ const: [1, 2] }, { 0: 1, 1: 2 }],
    [{ enum: ["PL", "DE"] }, "DE"],
    [{ enum: [null, 0] }, false],
    [{ not: { enum: ["ES"] } }, "FR"],
    [{ oneOf: [{ type: "string" }, { minLength: 1 }] }, "x"],
    [{ oneOf: [{ type: "string" }, { minLength: 1 }] }, 7],
    [{ anyOf: [{ required: ["a"] }, { required: ["b"] }] }, { b: 0 }],
    [{ if: { required: ["a"] }, then: { required: ["b"] } }, { a: 1 }],
    [{ if: { required: ["a"] }, else: { required: ["b"] } }, { c: 1 }],
    [{ minLength: 2 }, "😀"],
    [{ maxLength: 1 }, "😀"],
    [{ pattern: "^\\p{Lu}" }, "Ą"],
    [{ pattern: "^\\p{Lu}" }, "ą"],
    [{ minimum: 0.5 }, 0.4],
    [{ maximum: 10 }, 10],
    [{ items: { enum: [1, 2] }, minItems: 1 }, [1, 2, 2]],
    [{ items: { enum: [1, 2] } }, [3]],
    [{ maxItems: 0 }, []],
    [{ properties: { a: { properties: { b: { const: 1 } } } } }, { a: { b: 2 } }],
    [{ properties: { a: { type: "string" } }, required: ["a"] }, { a: null }],
    [{ $comment: "c", title: "t", description: "d", const: 1 }, 1],
  ];

  it.each(table)("on %j with %j", (condition, data) => {
    const { ours, ajv: theirs } = agreesWithAjv(condition, data);
    expect(ours).toBe(theirs);
  });

  const steps = loadSteps(loadDictionaries());
  const conditions: { where: string; when: JsonSchema }[] = [];
  for (const [name, { uiSchema }] of steps) {
    for (const key of ["ui:effects", "ui:notices", "ui:outcomes"]) {
      const list = (uiSchema[key] ?? []) as { when?: JsonSchema }[];
      list.forEach(
        (item, i) =>
          item.when && conditions.push({ where: `${name} ${key}[${i}]`, when: item.when }),
      );
    }
    const confirmWhen = (uiSchema["ui:prefill"] as { confirmWhen?: JsonSchema } | undefined)
      ?.confirmWhen;
    if (confirmWhen)
      conditions.push({ where: `${name} ui:prefill confirmWhen`, when: confirmWhen });
    const sections = (uiSchema["ui:sections"] ?? []) as {
      id: string;
      continue?: { when?: JsonSchema }[];
    }[];
    for (const section of sections) {
      (section.continue ?? []).forEach(
        (item, i) =>
          item.when &&
          conditions.push({
            where: `${name} section ${section.id} continue[${i}]`,
            when: item.when,
          }),
      );
    }
  }

  const samples: Record<string, unknown>[] = [
    {},
    { citizenship: "PL", language: "pl", pesel: "44051401359" },
    { citizenship: "DE", language: "pl" },
    { citizenship: "DE", language: "en", noLimitExpiryDate: true },
    { citizenship: "RU" },
    { citizenship: "FR", noPesel: true },
    { citizenship: "FR", noPesel: false },
    { noLimitExpiryDate: false, documentExpirationDate: "2030-01-01" },
    { residenceCountry: "ES" },
    { residenceCountry: "UA" },
    { residenceCountry: "US" },
    { residenceCountry: "DE", chooseLanguage: false },
    { residenceCountry: "DE", chooseLanguage: true },
    { residenceConfirm: true, languageCountry: "ES" },
    { residenceConfirm: true, languageCountry: "GB" },
    { residenceConfirm: false, languageCountry: "ES" },
    { residenceCountry: "IR", email: "a@b.pl" },
    { birthPlaceCountry: "RU", contactAddress: true },
    { employmentStatus: "EMPLOYED", sourceOfFunds: "EMPLOYMENT" },
    { employmentStatus: "UNEMPLOYED", sourceOfFunds: "BUSINESS_ACTIVITY" },
    { usaTaxPayer: true, addSecondTaxCountry: true, addThirdTaxCountry: true, depositNow: true },
    ...["first", "second", "third"].flatMap((block) => [
      { [`${block}TaxCountry`]: "PL", taxResidenceFlag: 2 },
      { [`${block}NoTinNumber`]: true, [`${block}NoTinNumberReason`]: 3 },
    ]),
  ];

  it("finds the conditions of the project's UI schemas", () => {
    const where = conditions.map((c) => c.where);
    expect(where).toContain("personalDataConfirm ui:effects[0]");
    expect(where).toContain("newAccount ui:notices[0]");
    expect(where).toContain("newAccount ui:outcomes[0]");
    expect(where).toContain("newAccount section residence continue[1]");
    expect(where).toContain("dataUploadChoice ui:notices[0]");
    expect(where).toContain("personalDataConfirm ui:prefill confirmWhen");
  });

  it.each(conditions)("on $where for every sample", ({ when }) => {
    const outcomes = new Set(samples.map((data) => matchesCondition(when, data)));
    expect(outcomes).toEqual(new Set([true, false]));
    const disagreements = samples.filter((data) => {
      const { ours, ajv: theirs } = agreesWithAjv(when, data);
      return ours !== theirs;
    });
    expect(disagreements).toEqual([]);
  });
});
