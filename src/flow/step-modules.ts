/**
 * Loads a step's generated module (schema, UI schema, precompiled validators, its widgets) on demand and
 * builds its RJSF validator once; the same objects are reused on every render.
 */
import type { ValidatorFunctions } from "@rjsf/validator-ajv8";
import type { RegistryWidgetsType, RJSFSchema, ValidatorType } from "@rjsf/utils";
import type { JsonSchema } from "../shared/schema/json-schema.ts";

export interface StepModule {
  schema: JsonSchema;
  uiSchema: Record<string, unknown>;
  schemaHash: string;
  validator: ValidatorType;
  /** The answers without the fields the schema marks `writeOnly`: what may be kept after a submit. */
  kept(data: Record<string, unknown>): Record<string, unknown>;
  /** The project widgets the step's UI schema names (only those load with it). */
  widgets: RegistryWidgetsType;
}

interface GeneratedStepModule {
  schema: JsonSchema;
  uiSchema: Record<string, unknown>;
  schemaHash: string;
  validateFns: ValidatorFunctions;
  rootValidatorKey: string;
  widgets: RegistryWidgetsType;
}

const generated = import.meta.glob<GeneratedStepModule>("./*.step.js", {
  base: "../generated/steps",
});
const loaded = new Map<string, Promise<StepModule>>();

export function loadStepModule(schemaName: string): Promise<StepModule> {
  let module = loaded.get(schemaName);
  if (!module) {
    const importer = generated[`./${schemaName}.step.js`];
    if (!importer) return Promise.reject(new Error(`no generated step module for ${schemaName}`));
    // The validator's code (RJSF's schema utilities) comes with the step, not with the page.
    module = Promise.all([importer(), import("./step-tools.ts")]).then(
      ([m, { createStepValidator, withoutWriteOnly }]) => ({
        schema: m.schema,
        uiSchema: m.uiSchema,
        schemaHash: m.schemaHash,
        validator: createStepValidator(m.validateFns, m.schema as RJSFSchema, m.rootValidatorKey),
        kept: (data) => withoutWriteOnly(m.schema, data),
        widgets: m.widgets,
      }),
    );
    loaded.set(schemaName, module);
  }
  return module;
}
