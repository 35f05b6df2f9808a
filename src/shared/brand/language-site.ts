/**
 * The registration's language choice leads to the start page of the site in the language of the
 * chosen country (`languageOfCountry.json`): the browser follows it, and the server names it
 * when it refuses a registration that chose it.
 */
import { basePathFor, brandForLanguage, isLanguage } from "./locales.ts";

/** The redirect link name whose page is made from a country field's value. */
export const LANGUAGE_SITE_LINK = "languageSite";

/**
 * The start page of the site in the country's language, on that language's brand; undefined
 * for a country without a site language of its own.
 *
 * @example languageSitePath("DE", { DE: "de" }) // "/eu-de/onboarding/"
 */
export function languageSitePath(country: unknown, languageOfCountry: unknown): string | undefined {
  if (typeof country !== "string" || !languageOfCountry || typeof languageOfCountry !== "object")
    return undefined;
  const languages = languageOfCountry as Record<string, unknown>;
  const language = Object.hasOwn(languages, country) ? languages[country] : undefined;
  if (!isLanguage(language)) return undefined;
  return `${basePathFor({ brand: brandForLanguage(language), language })}/`;
}
