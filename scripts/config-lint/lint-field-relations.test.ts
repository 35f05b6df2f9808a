import { describe, expect, it } from "vitest";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";
import { lintSteps } from "./lint-steps.ts";
import { FORM_WIDGETS } from "./lint-widgets.ts";

const TAX = "schemas/taxOfficeDetails.schema.json";
const SECOND = "/allOf/6/then/properties/secondTaxCountry";
const THIRD = "/allOf/6/then/allOf/6/then/properties/thirdTaxCountry";

/** The step's field as its file is written, where the lint reads it. */
function writtenField(files: ReturnType<typeof loadProjectFiles>, step: string, path: string[]) {
  let node: unknown = files.steps.get(step)!.writtenSchema;
  for (const segment of path) node = (node as Record<string, unknown>)[segment];
  return node as JsonSchema & Record<string, unknown>;
}

describe("config lint: x-sameAs and x-differentFrom name fields of their step", () => {
  it("passes the project's own schemas", () => {
    expect(lintSteps(loadProjectFiles(), FORM_WIDGETS)).toEqual([]);
  });

  it("names a misspelt field, with the one it probably meant, and the field itself", () => {
    const files = loadProjectFiles();
    const second = writtenField(files, "taxOfficeDetails", SECOND.slice(1).split("/"));
    second["x-differentFrom"] = "firstTaxCountyr";
    const third = writtenField(files, "taxOfficeDetails", THIRD.slice(1).split("/"));
    third["x-differentFrom"] = ["firstTaxCountry", "thirdTaxCountry"];
    const confirm = writtenField(files, "newAccount", ["properties", "confirmEmail"]);
    confirm["x-sameAs"] = "emial";
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([
      'schemas/newAccount.schema.json: /properties/confirmEmail/x-sameAs: "emial" is not a field of newAccount.schema.json; did you mean "email"?',
      `${TAX}: ${SECOND}/x-differentFrom: "firstTaxCountyr" is not a field of taxOfficeDetails.schema.json; did you mean "firstTaxCountry"?`,
      `${TAX}: ${THIRD}/x-differentFrom/1: "thirdTaxCountry" is the field itself`,
    ]);
  });
});
