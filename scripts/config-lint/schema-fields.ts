/**
 * Every field a step schema can declare, wherever it is declared: the root `properties` and the
 * conditional parts (`if/then/else`, `allOf`/`anyOf`/`oneOf`, `dependencies` and
 * `dependentSchemas`, `$defs` reached by a local `$ref`). A property named only inside an `if`
 * or a `not` is a condition on a field, not a field, so those are not searched.
 */
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";
import { jsonPointer } from "./json-pointer.ts";

export interface FieldDeclaration {
  schema: JsonSchema;
  /** Where the declaration is in the schema, e.g. `/allOf/1/else/properties/documentExpirationDate`. */
  pointer: string;
}

type Segments = (string | number)[];

function isSchema(node: unknown): node is JsonSchema {
  return !!node && typeof node === "object" && !Array.isArray(node);
}

/**
 * Calls `visit` with the root and every part of it that can declare fields, with where each part
 * is, following a local `$ref` into `$defs` once.
 */
export function forEachSchemaPart(
  root: JsonSchema,
  visit: (part: JsonSchema, at: Segments) => void,
): void {
  const followed = new Set<string>();
  const walk = (node: unknown, at: Segments): void => {
    if (!isSchema(node)) return;
    visit(node, at);
    for (const keyword of ["allOf", "anyOf", "oneOf"] as const)
      node[keyword]?.forEach((part, i) => walk(part, [...at, keyword, i]));
    walk(node.then, [...at, "then"]);
    walk(node.else, [...at, "else"]);
    for (const keyword of ["dependencies", "dependentSchemas"]) {
      const parts = node[keyword];
      // `dependencies` also has a list form (`"a": ["b"]`), which declares nothing.
      if (isSchema(parts))
        for (const [name, part] of Object.entries(parts)) walk(part, [...at, keyword, name]);
    }
    const ref = typeof node.$ref === "string" ? /^#\/\$defs\/([^/]+)$/.exec(node.$ref) : null;
    if (ref && !followed.has(ref[1]!)) {
      followed.add(ref[1]!);
      walk(root.$defs?.[ref[1]!], ["$defs", ref[1]!]);
    }
  };
  walk(root, []);
}

/** The declarations of each field, by name, in the order the schema declares them. */
export function declaredFields(root: JsonSchema): Map<string, FieldDeclaration[]> {
  const found = new Map<string, FieldDeclaration[]>();
  forEachSchemaPart(root, (part, at) => {
    for (const [name, property] of Object.entries(part.properties ?? {})) {
      const list = found.get(name) ?? [];
      list.push({ schema: property, pointer: jsonPointer(...at, "properties", name) });
      found.set(name, list);
    }
  });
  return found;
}
