/**
 * Loads the files compliance edits (schemas, UI schemas, dictionaries, flow, locales) from the
 * project folder, with dictionary references resolved. The server, the validator compiler and
 * the type generator all read them through here, so every consumer sees the same documents.
 */
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import {
  resolveDictionaryRefs,
  type Dictionaries,
  type JsonValue,
} from "../../shared/dictionaries/resolve-dictionary-refs.ts";
import type { FlowDefinition } from "../../shared/flow/flow-definition.ts";
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import { inlineLocalRefs } from "../../shared/schema/inline-local-refs.ts";
import { LANGUAGES, type Language } from "../../shared/brand/locales.ts";
import { PROJECT_ROOT } from "./project-root.ts";

export { PROJECT_ROOT };

export interface StepFiles {
  name: string;
  /** The schema with dictionary and local (`$defs`) references resolved, as everything uses it. */
  schema: JsonSchema;
  /**
   * The schema as its file has it, with `$defs` and their references (dictionary references
   * resolved): the config lint points into it where a finding is in a definition.
   */
  writtenSchema?: JsonSchema;
  uiSchema: Record<string, unknown>;
  /** SHA-256 of the resolved schema, stored with every submission. */
  schemaHash: string;
}

export type LocaleResources = Record<Language, Record<string, Record<string, unknown>>>;

export interface ProjectFiles {
  root: string;
  dictionaries: Dictionaries;
  flow: FlowDefinition;
  steps: Map<string, StepFiles>;
  locales: LocaleResources;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  } catch (error) {
    throw new Error(`${path.relative(PROJECT_ROOT, file)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

export function loadDictionaries(root = PROJECT_ROOT): Dictionaries {
  const dir = path.join(root, "schemas", "dictionaries");
  const dictionaries: Record<string, JsonValue> = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    dictionaries[path.basename(file, ".json")] = readJson(path.join(dir, file)) as JsonValue;
  }
  return dictionaries;
}

/** Stable JSON: keys sorted, so the hash does not change with formatting or key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function stepSchemaHash(schema: JsonSchema): string {
  return createHash("sha256").update(canonicalJson(schema)).digest("hex");
}

export function loadSteps(dictionaries: Dictionaries, root = PROJECT_ROOT): Map<string, StepFiles> {
  const dir = path.join(root, "schemas");
  const steps = new Map<string, StepFiles>();
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .sort()) {
    const name = file.slice(0, -".schema.json".length);
    const writtenSchema = resolveDictionaryRefs(
      readJson(path.join(dir, file)) as JsonSchema,
      dictionaries,
    );
    const schema = inlineLocalRefs(writtenSchema);
    const uiFile = path.join(dir, `${name}.ui.json`);
    const uiSchema = fs.existsSync(uiFile)
      ? resolveDictionaryRefs(readJson(uiFile) as Record<string, unknown>, dictionaries)
      : {};
    steps.set(name, { name, schema, writtenSchema, uiSchema, schemaHash: stepSchemaHash(schema) });
  }
  return steps;
}

export function loadFlow(
  dictionaries: Dictionaries,
  root = PROJECT_ROOT,
  name = "onboarding",
): FlowDefinition {
  return resolveDictionaryRefs(
    readJson(path.join(root, "flows", `${name}.flow.json`)) as FlowDefinition,
    dictionaries,
  );
}

export function loadLocales(root = PROJECT_ROOT): LocaleResources {
  const resources = {} as LocaleResources;
  for (const language of LANGUAGES) {
    const dir = path.join(root, "locales", language);
    const namespaces: Record<string, Record<string, unknown>> = {};
    if (fs.existsSync(dir)) {
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
        namespaces[path.basename(file, ".json")] = readJson(path.join(dir, file)) as Record<
          string,
          unknown
        >;
      }
    }
    resources[language] = namespaces;
  }
  return resources;
}

export function loadProjectFiles(root = PROJECT_ROOT): ProjectFiles {
  const dictionaries = loadDictionaries(root);
  return {
    root,
    dictionaries,
    flow: loadFlow(dictionaries, root),
    steps: loadSteps(dictionaries, root),
    locales: loadLocales(root),
  };
}
