import { describe, expect, it } from "vitest";
import {
  issuesFromAjvErrors,
  messageKeysFor,
  toFieldErrors,
  type ValidationIssue,
} from "./validation-messages.ts";

describe("issuesFromAjvErrors", () => {
  it("names the field by the first segment of the instance path", () => {
    expect(
      issuesFromAjvErrors([
        { instancePath: "/email", keyword: "pattern", params: { pattern: "x" } },
      ]),
    ).toEqual([{ field: "email", keyword: "pattern", params: { pattern: "x" } }]);
  });

  it("names the missing property for required", () => {
    const [issue] = issuesFromAjvErrors([
      { instancePath: "", keyword: "required", params: { missingProperty: "pesel" } },
    ]);
    expect(issue).toEqual({
      field: "pesel",
      keyword: "required",
      params: { missingProperty: "pesel" },
    });
  });

  it("names the unevaluated property for unevaluatedProperties", () => {
    const [issue] = issuesFromAjvErrors([
      {
        instancePath: "",
        keyword: "unevaluatedProperties",
        params: { unevaluatedProperty: "hack" },
      },
    ]);
    expect(issue?.field).toBe("hack");
  });

  it("drops the summary keywords that only repeat nested errors", () => {
    const issues = issuesFromAjvErrors(
      ["if", "allOf", "anyOf", "oneOf", "$ref", "x-sameAs", "const"].map((keyword) => ({
        instancePath: "/confirmEmail",
        keyword,
        params: {},
      })),
    );
    expect(issues.map((i) => i.keyword)).toEqual(["const"]);
  });

  it("drops errors about the whole object that name no field", () => {
    expect(
      issuesFromAjvErrors([{ instancePath: "", keyword: "type", params: { type: "object" } }]),
    ).toEqual([]);
  });
});

describe("messageKeysFor", () => {
  it("tries the step's wording for the field before the shared wording", () => {
    expect(
      messageKeysFor("newAccount", { field: "email", keyword: "pattern", params: {} }),
    ).toEqual(["newAccount:fields.email.errors.pattern", "errors:pattern"]);
  });

  it("tries the format variant before the plain keyword, field first", () => {
    expect(
      messageKeysFor("personalDataConfirm", {
        field: "pesel",
        keyword: "format",
        params: { format: "pesel" },
      }),
    ).toEqual([
      "personalDataConfirm:fields.pesel.errors.format.pesel",
      "personalDataConfirm:fields.pesel.errors.format",
      "errors:format.pesel",
      "errors:format",
    ]);
  });

  it("narrows type by its expected type", () => {
    expect(
      messageKeysFor("s", { field: "a", keyword: "type", params: { type: "integer" } })[0],
    ).toBe("s:fields.a.errors.type.integer");
  });
});

describe("toFieldErrors", () => {
  it("reports fields named like members every object has (toString, constructor) as fields", () => {
    const issues: ValidationIssue[] = [
      { field: "toString", keyword: "unevaluatedProperties", params: {} },
      { field: "constructor", keyword: "unevaluatedProperties", params: {} },
    ];
    expect(toFieldErrors(issues, () => "not part of the form")).toEqual({
      toString: ["not part of the form"],
      constructor: ["not part of the form"],
    });
  });

  it("groups messages by field, first issue first, without duplicates", () => {
    const issues: ValidationIssue[] = [
      { field: "email", keyword: "pattern", params: {} },
      { field: "pesel", keyword: "format", params: {} },
      { field: "email", keyword: "maxLength", params: {} },
      { field: "email", keyword: "pattern", params: {} },
    ];
    const errors = toFieldErrors(issues, (issue) => `bad ${issue.keyword}`);
    expect(errors).toEqual({ email: ["bad pattern", "bad maxLength"], pesel: ["bad format"] });
  });

  it("keeps one message when two issues read the same", () => {
    const issues: ValidationIssue[] = [
      { field: "pesel", keyword: "pattern", params: {} },
      { field: "pesel", keyword: "format", params: {} },
    ];
    expect(toFieldErrors(issues, () => "Invalid PESEL")).toEqual({ pesel: ["Invalid PESEL"] });
  });
});
