/**
 * The step validators of several servers in one process share what they compile: each still
 * judges a payload by its own schema, and each call's issues are its own.
 */
import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import { StepValidators } from "./step-validators.ts";

const nameOnly: JsonSchema = {
  type: "object",
  properties: { name: { type: "string", minLength: 2 } },
  required: ["name"],
  additionalProperties: false,
};
const nameAndAge: JsonSchema = {
  type: "object",
  properties: { name: { type: "string" }, age: { type: "integer", minimum: 18 } },
  required: ["name", "age"],
  additionalProperties: false,
};

describe("step validators built more than once in a process", () => {
  it("judge a step by their own schema when another server's step of that name differs", () => {
    const first = new StepValidators([["person", nameOnly]]);
    const second = new StepValidators([["person", nameAndAge]]);
    expect(first.validate("person", { name: "Ann" })).toEqual([]);
    expect(second.validate("person", { name: "Ann" })).toEqual([
      { field: "age", keyword: "required", params: { missingProperty: "age" } },
    ]);
    expect(first.validate("person", { name: "Ann", age: 40 })).toEqual([
      expect.objectContaining({ keyword: "additionalProperties" }),
    ]);
    expect(second.validate("person", { name: "Ann", age: 40 })).toEqual([]);
  });

  it("report each call's own issues when two servers check the same step in turn", () => {
    const first = new StepValidators([["person", { ...nameAndAge }]]);
    const second = new StepValidators([["person", structuredClone(nameAndAge)]]);
    const tooYoung = first.validate("person", { name: "Ann", age: 17 });
    expect(second.validate("person", { name: "Bob", age: 30 })).toEqual([]);
    expect(tooYoung).toEqual([expect.objectContaining({ field: "age", keyword: "minimum" })]);
    expect(second.validate("person", { age: 30 })).toEqual([
      expect.objectContaining({ field: "name", keyword: "required" }),
    ]);
    expect(first.validate("person", { name: "Ann", age: 18 })).toEqual([]);
  });

  it("evaluate each condition by its own schema, however many servers compile it", () => {
    const validators = new StepValidators([]);
    const isPolish = validators.compileCondition({ properties: { country: { const: "PL" } } });
    const isPolishAgain = new StepValidators([]).compileCondition({
      properties: { country: { const: "PL" } },
    });
    const isGerman = validators.compileCondition({ properties: { country: { const: "DE" } } });
    expect([isPolish({ country: "PL" }), isPolishAgain({ country: "PL" })]).toEqual([true, true]);
    expect([isPolish({ country: "DE" }), isPolishAgain({ country: "DE" })]).toEqual([false, false]);
    expect(isGerman({ country: "DE" })).toBe(true);
  });

  it("refuse a schema Ajv cannot compile in every server that is given it", () => {
    const broken = { type: "object", properties: { name: { type: "no-such-type" } } };
    for (let server = 0; server < 2; server++)
      expect(() => new StepValidators([["broken", broken as JsonSchema]])).toThrow(
        /^schemas\/broken\.schema\.json: /,
      );
  });
});
