import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";
import { assessPassword, passwordRulesOf } from "./password-rules.ts";

const schemaFile = path.resolve(import.meta.dirname, "../../schemas/newAccount.schema.json");
const passwordSchema = (JSON.parse(fs.readFileSync(schemaFile, "utf8")) as JsonSchema).properties!
  .password!;
const rules = passwordRulesOf(passwordSchema);

describe("password strength with the registration password rules", () => {
  it("reads the four rules from the field's allOf", () => {
    expect(rules).toHaveLength(4);
  });

  it("shows nothing for an empty password", () => {
    expect(assessPassword("", rules)).toEqual({
      met: [false, false, false, false],
      percent: 0,
      level: "none",
    });
  });

  it("shows nothing (0%) when no rule is met", () => {
    expect(assessPassword("abc", rules)).toMatchObject({ percent: 0, level: "none" });
  });

  it("is weak (red) at 25% with one rule", () => {
    expect(assessPassword("abcdefgh", rules)).toEqual({
      met: [true, false, false, false],
      percent: 25,
      level: "weak",
    });
  });

  it("is medium (amber) at 50% with two rules", () => {
    expect(assessPassword("abcdefg1", rules)).toEqual({
      met: [true, false, true, false],
      percent: 50,
      level: "medium",
    });
  });

  it("is medium (amber) at 75% with three rules", () => {
    expect(assessPassword("Abcdefg1", rules)).toEqual({
      met: [true, true, true, false],
      percent: 75,
      level: "medium",
    });
  });

  it("is strong (green) at 100% with all four rules", () => {
    expect(assessPassword("Abcdef1!", rules)).toEqual({
      met: [true, true, true, true],
      percent: 100,
      level: "strong",
    });
  });

  it("needs both a lower-case and an upper-case letter for the letters rule", () => {
    expect(assessPassword("ABCDEFGH", rules).met[1]).toBe(false);
    expect(assessPassword("aB", rules).met[1]).toBe(true);
  });
});
