/**
 * The texts a page shows, read from the locale files, so a test can find a control by the words a
 * person of that language reads on it: `textOf("de", "common:next")` is "Weiter".
 */
import fs from "node:fs";
import path from "node:path";

const LOCALES_DIR = path.resolve(import.meta.dirname, "../locales");

const namespaces = new Map<string, unknown>();

function namespaceOf(language: string, namespace: string): unknown {
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  if (!namespaces.has(file)) namespaces.set(file, JSON.parse(fs.readFileSync(file, "utf8")));
  return namespaces.get(file);
}

/** The text of `namespace:path.to.key` in the language, with `{{name}}` filled from `params`. */
export function textOf(
  language: string,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const [namespace, keyPath] = key.split(":") as [string, string];
  let node = namespaceOf(language, namespace);
  for (const part of keyPath.split("."))
    node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`no text ${key} in locales/${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** A regular expression's source matching the text as it is (special characters escaped). */
export const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
