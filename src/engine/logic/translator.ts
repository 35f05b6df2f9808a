/** What the engine needs from a translation library: looking up keys, with fallbacks. */

export interface Translator {
  /** The first key of `keys` that exists, interpolated with `params`. */
  t(keys: string | string[], params?: Record<string, unknown>): string;
  exists(key: string): boolean;
  /** The BCP 47 tag of the language, for `Intl` formatting. */
  intlTag: string;
}

/** A translator over a flat key map, for tests and previews. */
export function mapTranslator(messages: Record<string, string>, intlTag = "en"): Translator {
  const interpolate = (text: string, params: Record<string, unknown> = {}) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = params[name];
      return typeof value === "string" || typeof value === "number" ? String(value) : "";
    });
  return {
    intlTag,
    exists: (key) => key in messages,
    t: (keys, params) => {
      const list = Array.isArray(keys) ? keys : [keys];
      const found = list.find((key) => key in messages);
      return found === undefined
        ? (list[list.length - 1] ?? "")
        : interpolate(messages[found]!, params);
    },
  };
}
