/**
 * The context values a screen provides to its form (`x-context` fields) and that routes may
 * require (`requiresContext`): the language, its country, the residence, which falls back
 * to the language's default residence (`defaultResidenceOfLanguage` dictionary), and the
 * registered e-mail address (some phone prefixes are offered by its domain).
 */
import type { Language } from "../shared/brand/locales.ts";

interface ContextSource {
  locale: { language: Language };
  dictionaries: Readonly<Record<string, unknown>>;
  residenceCountry: string | undefined;
  email?: unknown;
}

export type ScreenContext = Readonly<Record<string, string | undefined>>;

export function screenContext({
  locale,
  dictionaries,
  residenceCountry,
  email,
}: ContextSource): ScreenContext {
  const { language } = locale;
  const lookup = (name: string) =>
    (dictionaries[name] as Record<string, string> | undefined)?.[language];
  return {
    language,
    languageCountry: lookup("residenceCountryOfLanguage"),
    residenceCountry: residenceCountry ?? lookup("defaultResidenceOfLanguage"),
    email: typeof email === "string" ? email : undefined,
  };
}
