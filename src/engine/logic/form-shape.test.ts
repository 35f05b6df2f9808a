import { retrieveSchema, type RJSFSchema } from "@rjsf/utils";
import { createPrecompiledValidator, customizeValidator } from "@rjsf/validator-ajv8";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadDictionaries, loadSteps, PROJECT_ROOT } from "../../server/config/project-files.ts";
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import { collectPropertySchemas } from "../../shared/schema/json-schema.ts";
import { flatSchemaOf, presentFieldsFor, presentFieldsOf, shapeFieldsOf } from "./form-shape.ts";

const steps = loadSteps(loadDictionaries());
const personalData = steps.get("personalDataConfirm")!.schema;
/** A step's validator as the browser has it: compiled ahead of time (`npm run gen:validators`). */
function stepValidator(name: string) {
  return createPrecompiledValidator(
    createRequire(import.meta.url)(
      path.join(PROJECT_ROOT, `src/generated/steps/${name}.validate.cjs`),
    ) as Record<string, never>,
    steps.get(name)!.schema as RJSFSchema,
  );
}
const personalDataValidator = stepValidator("personalDataConfirm");

const presentFor = (schema: JsonSchema, data: Record<string, unknown>) =>
  presentFieldsOf(
    schema,
    retrieveSchema(
      schema === personalData ? personalDataValidator : customizeValidator<unknown>(),
      schema as RJSFSchema,
      schema as RJSFSchema,
      data,
    ) as JsonSchema,
  );

describe("flatSchemaOf", () => {
  it("gives every field of personal data, conditional ones included, without conditional parts", () => {
    const flat = flatSchemaOf(personalData)!;
    expect(Object.keys(flat.properties!)).toEqual(
      expect.arrayContaining([
        "firstName",
        "noLimitExpiryDate",
        "documentExpirationDate",
        "noPesel",
        "pesel",
        "identificationNumber",
      ]),
    );
    for (const keyword of ["allOf", "if", "then", "else", "unevaluatedProperties"])
      expect(flat[keyword]).toBeUndefined();
    expect(flat.properties!.noLimitExpiryDate).toEqual({ type: "boolean" });
  });

  it("keeps a field required where the part declaring it requires it", () => {
    const flat = flatSchemaOf(personalData)!;
    expect(flat.required).toEqual(
      expect.arrayContaining(["firstName", "documentExpirationDate", "pesel"]),
    );
    expect(flat.required).not.toContain("noLimitExpiryDate");
  });

  it("leaves out rules the parts disagree on, keeping what renders the field", () => {
    // Identification numbers: letters and digits, or digits only in some countries.
    const id = flatSchemaOf(personalData)!.properties!.identificationNumber!;
    expect(id.pattern).toBeUndefined();
    expect(id).toMatchObject({ type: "string", maxLength: 30 });
  });

  it("does not flatten a form whose parts change a field's options (they depend on the data)", () => {
    expect(flatSchemaOf(steps.get("currencyChoice")!.schema)).toBeUndefined();
    expect(flatSchemaOf(steps.get("riskAssessment")!.schema)).toBeUndefined();
  });

  it("does not flatten alternatives RJSF resolves with the data, nor a form without conditions", () => {
    const field = { type: "string" };
    expect(
      flatSchemaOf({
        type: "object",
        properties: { a: field },
        oneOf: [{ properties: { b: field } }, { properties: { c: field } }],
      }),
    ).toBeUndefined();
    expect(
      flatSchemaOf({
        type: "object",
        allOf: [{ dependencies: { a: { properties: { b: field } } } }],
      }),
    ).toBeUndefined();
    expect(flatSchemaOf({ type: "object", properties: { a: field } })).toBeUndefined();
  });
});

describe("shapeFieldsOf", () => {
  it("names the fields personal data's conditions read", () => {
    expect(shapeFieldsOf(personalData)).toEqual(
      expect.arrayContaining(["citizenship", "noLimitExpiryDate", "noPesel", "documentType"]),
    );
    expect(shapeFieldsOf(personalData)).not.toContain("firstName");
  });

  it("says any field may when the schema has alternatives", () => {
    expect(shapeFieldsOf({ type: "object", anyOf: [{ required: ["a"] }] })).toBeUndefined();
  });
});

describe("presentFieldsOf", () => {
  it("shows the expiry date until no expiry is ticked", () => {
    expect(presentFor(personalData, { citizenship: "IE" }).has("documentExpirationDate")).toBe(
      true,
    );
    const ticked = presentFor(personalData, { citizenship: "IE", noLimitExpiryDate: true });
    expect(ticked.has("documentExpirationDate")).toBe(false);
    expect(ticked.has("noLimitExpiryDate")).toBe(true);
  });

  it("gives a German citizen no 'no expiry' box, and a Pole a PESEL instead of another number", () => {
    const german = presentFor(personalData, { citizenship: "DE" });
    expect(german.has("noLimitExpiryDate")).toBe(false);
    expect(german.has("identificationNumber")).toBe(true);
    const pole = presentFor(personalData, { citizenship: "PL", language: "pl" });
    expect(pole.has("pesel")).toBe(true);
    expect(pole.has("identificationNumber")).toBe(false);
  });

  it("does not show a field a part only adds a rule to while its declaring part does not apply", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: { confirm: { type: "boolean" } },
      allOf: [
        {
          if: { properties: { confirm: { const: false } }, required: ["confirm"] },
          then: { properties: { country: { type: "string" } } },
        },
        { properties: { country: { not: { enum: ["ES"] } } } },
      ],
    };
    expect([...presentFor(schema, { confirm: true })]).toEqual(["confirm"]);
    expect([...presentFor(schema, { confirm: false })].sort()).toEqual(["confirm", "country"]);
  });
});

/** Every combination of the values (and absence) of the fields a schema's conditions read. */
function shapeSamples(schema: JsonSchema): Record<string, unknown>[] {
  const properties = collectPropertySchemas(schema);
  let samples: Record<string, unknown>[] = [{}];
  for (const field of shapeFieldsOf(schema) ?? []) {
    const values = new Set<unknown>([undefined]);
    for (const declaration of properties.get(field) ?? []) {
      for (const value of declaration.enum ?? []) values.add(value);
      if ("const" in declaration) values.add(declaration.const);
      if (declaration.type === "boolean") [true, false].forEach((value) => values.add(value));
    }
    // A few values of long lists (countries) are enough beside the ones the conditions name.
    const picked = [...values].slice(0, 6);
    samples = samples.flatMap((sample) => picked.map((value) => ({ ...sample, [field]: value })));
    while (samples.length > 500) samples = samples.filter((_, i) => i % 3 !== 0);
  }
  return samples;
}

describe("presentFieldsFor (the engine's own conditions)", () => {
  const flattenable = [...steps].filter(([, step]) => flatSchemaOf(step.schema));

  it.each(flattenable.map(([name]) => name))(
    "agrees with RJSF's resolution of %s for every combination of the fields its conditions read",
    (name) => {
      const { schema } = steps.get(name)!;
      const validator = stepValidator(name);
      for (const data of shapeSamples(schema)) {
        const resolved = retrieveSchema(
          validator,
          schema as RJSFSchema,
          schema as RJSFSchema,
          data,
        ) as JsonSchema;
        expect([...presentFieldsFor(schema, data)].sort(), JSON.stringify(data)).toEqual(
          [...presentFieldsOf(schema, resolved)].sort(),
        );
      }
    },
  );
});
