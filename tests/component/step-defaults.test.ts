/**
 * Every step's first data is what RJSF would make of the data it is given: the engine skips
 * RJSF's search for defaults only where a step declares none, so the outcome is the same.
 */
import { getDefaultFormState, type RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { DEFAULT_FORM_STATE, initialFormData } from "../../src/engine/form/initial-form-data.ts";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import { stepFiles } from "./render-step.tsx";

const steps = [...loadProjectFiles().steps.keys()];

describe("a step's first data", () => {
  it.each(steps)("%s starts from the data RJSF would fill in", (name) => {
    const { schema, validator } = stepFiles(name);
    const rjsfSchema = schema as RJSFSchema;
    for (const data of [{}, { citizenship: "PL", residenceCountry: "PL", unknownField: "kept" }]) {
      expect(initialFormData(validator, rjsfSchema, data)).toEqual(
        getDefaultFormState(validator, rjsfSchema, data, rjsfSchema, false, DEFAULT_FORM_STATE),
      );
    }
  });
});
