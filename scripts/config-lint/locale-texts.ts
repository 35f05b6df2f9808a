/** The texts of a language's locale files, one for each leaf of their JSON, by `ns:key`. */

export interface LocaleText {
  /** `ns:key` without a plural suffix. */
  key: string;
  /** The plural category of a `_one`/`_few`… key, or undefined. */
  category: string | undefined;
  text: string;
}

export function localeTexts(namespaces: Record<string, Record<string, unknown>>): LocaleText[] {
  const texts: LocaleText[] = [];
  const visit = (value: unknown, key: string): void => {
    if (value !== null && typeof value === "object") {
      for (const [name, item] of Object.entries(value as Record<string, unknown>))
        visit(item, `${key}.${name}`);
      return;
    }
    const plural = /_(zero|one|two|few|many|other)$/.exec(key);
    texts.push({
      key: plural ? key.slice(0, plural.index) : key,
      category: plural?.[1],
      text: String(value),
    });
  };
  for (const [ns, content] of Object.entries(namespaces))
    for (const [name, item] of Object.entries(content)) visit(item, `${ns}:${name}`);
  return texts;
}
