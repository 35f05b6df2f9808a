/**
 * The `lang` query parameter (spec §1): a link may name the language a page opens in. The page is
 * then the same step under that language's base path, in the same brand (a session belongs to
 * its brand), with the parameter dropped and the rest of the query kept.
 */
import { basePathFor, isLanguage, resolveLocaleFromPath } from "./locales.ts";

/**
 * Where a URL with `lang` should go, or undefined when it has none, names no language of the
 * product, or names the page's own.
 *
 * @example languageRedirect("/eu-en/onboarding/personal-data", "?lang=de&mobile=true")
 *   // "/eu-de/onboarding/personal-data?mobile=true"
 */
export function languageRedirect(pathname: string, search: string): string | undefined {
  const query = new URLSearchParams(search);
  const wanted = query.get("lang")?.toLowerCase();
  if (!isLanguage(wanted)) return undefined;
  const resolution = resolveLocaleFromPath(pathname);
  if (resolution?.kind !== "locale" || resolution.locale.language === wanted) return undefined;
  const rest = pathname.slice(resolution.basePath.length);
  const candidate = basePathFor({ brand: resolution.locale.brand, language: wanted }) + rest;
  // A language the brand serves elsewhere (Lithuanian only as eu-lt) goes where its path goes.
  const target = resolveLocaleFromPath(candidate);
  const path = target?.kind === "redirect" ? target.to : candidate;
  query.delete("lang");
  const kept = query.toString();
  return kept ? `${path}?${kept}` : path;
}
