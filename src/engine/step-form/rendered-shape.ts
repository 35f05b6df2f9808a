/**
 * What RJSF renders of a step's schema: every field the form can show, when the schema can be
 * flattened; the engine decides which show (FormController's `present`), so showing one
 * re-renders that field.
 */
import type { RJSFSchema } from "@rjsf/utils";
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import { flatSchemaOf, shapeFieldsOf } from "../logic/form-shape.ts";

export interface RenderedShape {
  /** The schema flattened, or undefined when its conditional parts cannot be. */
  flat: JsonSchema | undefined;
  /** The schema handed to RJSF. */
  rendered: RJSFSchema;
  /** The fields whose values decide which fields show (see `shapeFieldsOf`). */
  shapeFields: readonly string[] | undefined;
  /** Whether RJSF must be handed the data again when this field changes outside it. */
  rendersField: (field: string) => boolean;
}

export function renderedShapeOf(schema: JsonSchema): RenderedShape {
  const flat = flatSchemaOf(schema);
  const shapeFields = shapeFieldsOf(schema);
  const structured = new Set(
    Object.entries((flat ?? schema).properties ?? {})
      .filter(([, property]) => property.type === "object" || property.type === "array")
      .map(([field]) => field),
  );
  return {
    flat,
    rendered: (flat ?? schema) as RJSFSchema,
    shapeFields,
    // RJSF renders arrays and objects itself; an unflattened schema also takes its shape from
    // the fields its conditions read.
    rendersField: (field: string) =>
      structured.has(field) || (!flat && (!shapeFields || shapeFields.includes(field))),
  };
}
