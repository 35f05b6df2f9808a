/**
 * Which fields' rules depend on which other fields. A conditional part (`if` … `then`/`else`)
 * makes every field it declares depend on the fields its `if` names: a document number's rules
 * change with the document type and the citizenship, so an error shown for the number is stale
 * as soon as either changes.
 */
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import { inlineLocalRefs } from "../../shared/schema/inline-local-refs.ts";

/** For each field, the fields whose rules depend on its value. */
export type FieldDependents = ReadonlyMap<string, readonly string[]>;

type Node = JsonSchema | boolean | undefined;

const SUBSCHEMA_LISTS = ["allOf", "anyOf", "oneOf"] as const;

/** Field names a condition reads: its `properties` and `required`, at any depth of combinators. */
function namesIn(node: Node, into = new Set<string>()): Set<string> {
  if (!node || typeof node !== "object") return into;
  for (const name of Object.keys(node.properties ?? {})) into.add(name);
  for (const name of node.required ?? []) into.add(name);
  for (const list of SUBSCHEMA_LISTS) for (const sub of node[list] ?? []) namesIn(sub, into);
  namesIn(node.not, into);
  namesIn(node.if, into);
  namesIn(node.then, into);
  namesIn(node.else, into);
  return into;
}

/** Fields a part declares or constrains: its `properties` and those of its nested parts. */
function declaredIn(node: Node, into = new Set<string>()): Set<string> {
  if (!node || typeof node !== "object") return into;
  for (const name of Object.keys(node.properties ?? {})) into.add(name);
  for (const name of node.required ?? []) into.add(name);
  for (const list of SUBSCHEMA_LISTS) for (const sub of node[list] ?? []) declaredIn(sub, into);
  declaredIn(node.then, into);
  declaredIn(node.else, into);
  return into;
}

export function fieldDependentsOf(schema: JsonSchema): FieldDependents {
  const dependents = new Map<string, Set<string>>();
  const visit = (node: Node, outer: ReadonlySet<string>): void => {
    if (!node || typeof node !== "object") return;
    const readers = new Set([...outer, ...namesIn(node.if)]);
    if (node.if !== undefined) {
      for (const field of [...declaredIn(node.then), ...declaredIn(node.else)])
        for (const reader of readers) {
          if (reader === field) continue;
          const set = dependents.get(reader) ?? new Set<string>();
          set.add(field);
          dependents.set(reader, set);
        }
    }
    for (const list of SUBSCHEMA_LISTS) for (const sub of node[list] ?? []) visit(sub, outer);
    visit(node.then, readers);
    visit(node.else, readers);
  };
  visit(schema.$defs ? inlineLocalRefs(schema) : schema, new Set());
  return new Map([...dependents].map(([field, set]) => [field, [...set]]));
}
