/**
 * The `lang` query parameter (spec §1): a link may name the language a page opens in. The page is
 * then the same step under that language's base path, in the same brand (a session belongs to
 * its brand), with the parameter dropped and the rest of the query kept. A language whose
 * applications go through the other form version (Polish, `pl`, against every other) cannot
 * carry the session over: the link opens that language's own start page, on its own brand, as
 * the residence question's language offer does.
 */
import {
  basePathFor,
  brandForLanguage,
  formVersionFor,
  isLanguage,
  resolveLocaleFromPath,
} from "./locales.ts";

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
  const { brand } = resolution.locale;
  const sameVersion =
    formVersionFor({ brand, language: wanted }) === formVersionFor(resolution.locale);
  const candidate = sameVersion
    ? basePathFor({ brand, language: wanted }) + pathname.slice(resolution.basePath.length)
    : `${basePathFor({ brand: brandForLanguage(wanted), language: wanted })}/`;
  // A language the brand serves elsewhere (Lithuanian only as eu-lt) goes where its path goes.
  const target = resolveLocaleFromPath(candidate);
  const path = target?.kind === "redirect" ? target.to : candidate;
  query.delete("lang");
  const kept = query.toString();
  return kept ? `${path}?${kept}` : path;
}
