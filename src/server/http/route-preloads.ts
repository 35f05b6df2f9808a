/**
 * Which built modules a page will ask for as soon as its script runs (the form kit, the route's
 * step module, the texts of the shell and of the step, the language's country and month names),
 * read from Vite's manifest. The HTML names them as `modulepreload` links, so they download
 * beside the entry script instead of after it.
 */
import fs from "node:fs";
import path from "node:path";
import type { Language } from "../../shared/brand/locales.ts";
import { FALLBACK_LANGUAGE } from "../../shared/brand/locales.ts";
import { localeNamesModuleOf } from "../../shared/i18n/locale-names-module.ts";
import { SHELL_NAMESPACES } from "../../shared/i18n/shell-namespaces.ts";

interface ManifestEntry {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestEntry>;

/** The texts' language, the tag its country and month names are made for, the route's step. */
export type RoutePreloads = (
  language: Language,
  intlTag: string,
  stepSchema: string | undefined,
) => string[];

/** Every file a manifest entry needs, itself included, without the page's entry chunk. */
function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const entry = manifest[key];
  if (!entry || entry.isEntry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** No manifest (an API-only server, an old build): no hints, the page works as before. */
export function routePreloadsOf(staticDir: string): RoutePreloads {
  const file = path.join(staticDir, ".vite", "manifest.json");
  if (!fs.existsSync(file)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  const keys = Object.keys(manifest);
  return (language, intlTag, stepSchema) => {
    const files = new Set<string>();
    const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
    const namespaces = [...SHELL_NAMESPACES, ...(stepSchema ? [stepSchema] : [])];
    const wanted = [
      "src/app/screens/form-kit.ts",
      ...(stepSchema ? [`src/generated/steps/${stepSchema}.step.js`] : []),
      localeNamesModuleOf(intlTag),
      ...languages.flatMap((lang) =>
        namespaces.map((ns) => `locales/${lang}/${ns}.json`).filter((key) => keys.includes(key)),
      ),
    ];
    for (const key of wanted) closure(manifest, key, files);
    return [...files].map((asset) => `/${asset}`);
  };
}
