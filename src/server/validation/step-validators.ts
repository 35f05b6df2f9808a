/** Compiles every step schema once at start and validates payloads against it. */
import { Ajv2019, type ValidateFunction } from "ajv/dist/2019.js";
import addFormats from "ajv-formats";
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import {
  issuesFromAjvErrors,
  type ValidationIssue,
} from "../../shared/messages/validation-messages.ts";
import { FIELD_FORMATS } from "./field-formats.ts";
import { withoutUnevaluatedOfFailingParts } from "../../shared/schema/failing-parts.ts";
import { addProjectKeywords } from "../../shared/schema/project-keywords.ts";

export function createServerAjv(): Ajv2019 {
  const ajv = new Ajv2019({
    allErrors: true,
    $data: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    strictTuples: false,
    // The same precision RJSF uses in the browser, so both sides agree on `multipleOf`.
    multipleOfPrecision: 8,
    // A field's `default` is what a client who left it alone chose (an unticked consent is
    // stored as `false`, whatever sent the form).
    useDefaults: true,
  });
  addFormats(ajv);
  addProjectKeywords(ajv);
  for (const [name, check] of Object.entries(FIELD_FORMATS))
    ajv.addFormat(name, { type: "string", validate: check });
  return ajv;
}

export class StepValidators {
  private readonly compiled = new Map<string, { validate: ValidateFunction; schema: JsonSchema }>();
  private readonly ajv = createServerAjv();

  constructor(schemas: Iterable<[string, JsonSchema]>) {
    for (const [name, schema] of schemas) {
      try {
        this.compiled.set(name, { validate: this.ajv.compile(schema), schema });
      } catch (error) {
        throw new Error(`schemas/${name}.schema.json: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
  }

  has(name: string): boolean {
    return this.compiled.has(name);
  }

  /** The issues of `data` against a step's schema; empty when it is valid. */
  validate(name: string, data: unknown): ValidationIssue[] {
    const step = this.compiled.get(name);
    if (!step) throw new Error(`no schema named ${name}`);
    if (step.validate(data)) return [];
    return issuesFromAjvErrors(
      withoutUnevaluatedOfFailingParts(step.schema, step.validate.errors ?? []),
    );
  }

  /** Compiles a condition (flow rule) with the same Ajv, for `next` decisions. */
  compileCondition(schema: JsonSchema): (data: unknown) => boolean {
    const validate = this.ajv.compile(schema);
    return (data) => validate(data);
  }
}
