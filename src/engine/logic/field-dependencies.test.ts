import { describe, expect, it } from "vitest";
import { loadProjectFiles } from "../../server/config/project-files.ts";
import { fieldDependentsOf } from "./field-dependencies.ts";

describe("fieldDependentsOf", () => {
  it("makes the fields a conditional part declares depend on the fields its condition reads", () => {
    const dependents = fieldDependentsOf({
      type: "object",
      properties: { a: { type: "string" }, b: { type: "string" } },
      allOf: [
        {
          if: { properties: { a: { const: "x" } }, required: ["a"] },
          then: { properties: { b: { pattern: "^[0-9]+$" } } },
          else: { properties: { c: { type: "string" } }, required: ["c"] },
        },
      ],
    });
    expect(dependents.get("a")).toEqual(["b", "c"]);
    expect(dependents.get("b")).toBeUndefined();
  });

  it("follows nested parts and local references", () => {
    const dependents = fieldDependentsOf({
      type: "object",
      $defs: { isX: { properties: { a: { const: "x" } }, required: ["a"] } },
      allOf: [
        {
          if: { $ref: "#/$defs/isX" },
          then: {
            allOf: [
              {
                if: { properties: { b: { const: 1 } }, required: ["b"] },
                then: { properties: { c: { minLength: 2 } } },
              },
            ],
          },
        },
      ],
    });
    expect(dependents.get("a")).toEqual(["c"]);
    expect(dependents.get("b")).toEqual(["c"]);
  });

  it("in personal data, the document number depends on the document type and the citizenship", () => {
    const { steps } = loadProjectFiles();
    const dependents = fieldDependentsOf(steps.get("personalDataConfirm")!.schema);
    expect(dependents.get("documentType")).toContain("documentNumber");
    expect(dependents.get("citizenship")).toContain("documentNumber");
    expect(dependents.get("citizenship")).toContain("identificationNumber");
  });
});
