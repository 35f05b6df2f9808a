/**
 * The texts of a step's namespace as a client in a language sees them: the language's own texts
 * over the English ones they fall back to. Their hash is stored with a declaration
 * (`textsHash`), and the texts themselves once per hash, so the wording accepted can be shown.
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Language } from "../../shared/brand/locales.ts";
import type { LocaleResources } from "../config/project-files.ts";
import { canonicalJson } from "../storage/canonical-json.ts";
import type { DatabaseSchema } from "../storage/tables.ts";

export interface ShownTexts {
  hash: string;
  /** Canonical JSON of the texts. */
  json: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function over(base: unknown, own: unknown): unknown {
  if (!isRecord(base) || !isRecord(own)) return own === undefined ? base : own;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(own)) out[key] = over(base[key], value);
  return out;
}

const cache = new WeakMap<LocaleResources, Map<string, ShownTexts>>();

export function shownTexts(
  locales: LocaleResources,
  language: Language,
  namespace: string,
): ShownTexts {
  let known = cache.get(locales);
  if (!known) cache.set(locales, (known = new Map<string, ShownTexts>()));
  const key = `${language}:${namespace}`;
  const cached = known.get(key);
  if (cached) return cached;
  const json = canonicalJson(over(locales.en[namespace] ?? {}, locales[language][namespace] ?? {}));
  const texts = { hash: createHash("sha256").update(json).digest("hex"), json };
  known.set(key, texts);
  return texts;
}

/** Keeps the texts under their hash, once: a second client who saw the same wording adds nothing. */
export async function archiveShownTexts(
  db: Kysely<DatabaseSchema>,
  language: Language,
  namespace: string,
  texts: ShownTexts,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("shown_texts")
    .values({ hash: texts.hash, language, namespace, texts: texts.json, created_at: now })
    .onConflict((oc) => oc.column("hash").doNothing())
    .execute();
}

export async function textsOfHash(
  db: Kysely<DatabaseSchema>,
  hash: string,
): Promise<{ language: string; namespace: string; texts: unknown } | undefined> {
  const row = await db
    .selectFrom("shown_texts")
    .select(["language", "namespace", "texts"])
    .where("hash", "=", hash)
    .executeTakeFirst();
  return row && { language: row.language, namespace: row.namespace, texts: JSON.parse(row.texts) };
}
