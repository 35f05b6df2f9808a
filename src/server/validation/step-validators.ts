/**
 * Compiles every step schema at start and validates payloads against it. A process compiles each
 * distinct schema once, however many servers it builds over the same files (the tests build
 * hundreds): compiling the steps takes about a tenth of a second of a core.
 */
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

/**
 * The functions this process has compiled, by their schema's JSON text, all by one Ajv. A compiled
 * function keeps no state between calls but its `errors`, which are read right after the call that
 * set them.
 */
const compiledByText = new Map<string, ValidateFunction>();
let sharedAjv: Ajv2019 | undefined;

function compiledOnce(schema: JsonSchema): ValidateFunction {
  const text = JSON.stringify(schema);
  let validate = compiledByText.get(text);
  if (!validate) {
    sharedAjv ??= createServerAjv();
    validate = sharedAjv.compile(schema);
    compiledByText.set(text, validate);
  }
  return validate;
}

export class StepValidators {
  private readonly compiled = new Map<string, { validate: ValidateFunction; schema: JsonSchema }>();

  constructor(schemas: Iterable<[string, JsonSchema]>) {
    for (const [name, schema] of schemas) {
      try {
        this.compiled.set(name, { validate: compiledOnce(schema), schema });
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
    const validate = compiledOnce(schema);
    return (data) => validate(data);
  }
}
