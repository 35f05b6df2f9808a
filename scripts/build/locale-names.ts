/**
 * The languages' country and month names, read from `Intl` at build time and given to the page
 * as one small chunk per language (src/app/locale-names.ts loads the page's own): the page then
 * names, sorts and lists countries and months without starting the browser's locale library
 * (src/engine/logic/locale-names.ts says what that costs).
 *
 *   import { localeNameLoaders } from "virtual:locale-names";
 *   localeNameLoaders["pl"]?.()   // Promise<{ default: LocaleNames }>
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { monthNamesFromIntl, type LocaleNames } from "../../src/engine/logic/locale-names.ts";
import { PROJECT_ROOT } from "../../src/server/config/project-files.ts";
import { intlTagOf, LANGUAGES } from "../../src/shared/brand/locales.ts";
import {
  LOCALE_NAMES_MODULE as ID,
  localeNamesModuleOf,
} from "../../src/shared/i18n/locale-names-module.ts";

const RESOLVED = `\0${ID}`;

/** Every tag a page's texts can be in: each language's own. */
export const LOCALE_NAME_TAGS: readonly string[] = [...new Set(LANGUAGES.map(intlTagOf))];

const COUNTRIES_FILE = path.join(PROJECT_ROOT, "schemas", "dictionaries", "countries.json");

/** The countries the flow names (its `countries` dictionary): the ones a page can show. */
export function flowCountryCodes(): readonly string[] {
  return JSON.parse(fs.readFileSync(COUNTRIES_FILE, "utf8")) as string[];
}

/** The names of the countries given and of the months, as the page would ask `Intl` for them. */
export function localeNamesOf(intlTag: string, codes: readonly string[]): LocaleNames {
  const names = new Intl.DisplayNames([intlTag], { type: "region", fallback: "none" });
  const regions: Record<string, string> = {};
  for (const code of codes) {
    // A code Intl does not know, or refuses as no region code at all, is left to the page's
    // fallback, which shows the code.
    let name: string | undefined;
    try {
      name = names.of(code);
    } catch {
      name = undefined;
    }
    if (name !== undefined && name !== code) regions[code] = name;
  }
  const { compare } = new Intl.Collator(intlTag);
  const regionOrder = Object.keys(regions).sort((a, b) => compare(regions[a]!, regions[b]!));
  return { regions, regionOrder, months: monthNamesFromIntl(intlTag) };
}

/**
 * The module of one language. The countries come as one string of code and name pairs in the
 * order they sort ("AFAfghanistan|AXÅland Islands|…"), smaller than the same as JSON; a
 * country outside the flow's list is named by `Intl` if a page ever asks for one.
 */
export function localeNamesModule(intlTag: string, codes: readonly string[]): string {
  const { regions, regionOrder, months } = localeNamesOf(intlTag, codes);
  const packed = regionOrder
    .filter((code) => code.length === 2 && !regions[code]!.includes("|"))
    .map((code) => code + regions[code]!)
    .join("|");
  return [
    "const regions = {};",
    `for (const pair of ${JSON.stringify(packed)}.split("|")) regions[pair.slice(0, 2)] = pair.slice(2);`,
    `export default { regions, regionOrder: Object.keys(regions), months: ${JSON.stringify(months)} };`,
  ].join("\n");
}

/** The index: a loader for each tag, each language a chunk of its own. */
export function localeNamesIndex(): string {
  const entries = LOCALE_NAME_TAGS.map(
    (tag) => `${JSON.stringify(tag)}: () => import(${JSON.stringify(localeNamesModuleOf(tag))})`,
  );
  return `export const localeNameLoaders = {\n  ${entries.join(",\n  ")}\n};`;
}

export function localeNames(): Plugin {
  return {
    name: "locale-names",
    // The dev server makes them again on its next request after the country list is edited.
    configureServer(server) {
      server.watcher.add(COUNTRIES_FILE);
      server.watcher.on("change", (file) => {
        if (path.resolve(file) !== COUNTRIES_FILE) return;
        for (const tag of LOCALE_NAME_TAGS) {
          const module = server.moduleGraph.getModuleById(`${RESOLVED}/${tag}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      });
    },
    resolveId(id) {
      if (id === ID || id.startsWith(`${ID}/`)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED) return localeNamesIndex();
      if (!id.startsWith(`${RESOLVED}/`)) return undefined;
      const tag = id.slice(RESOLVED.length + 1);
      if (!LOCALE_NAME_TAGS.includes(tag)) throw new Error(`locale-names: no language "${tag}"`);
      // A watching build makes the names again when the country list is edited.
      this.addWatchFile(COUNTRIES_FILE);
      return localeNamesModule(tag, flowCountryCodes());
    },
  };
}
