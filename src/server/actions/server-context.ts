/** The context values the server vouches for, filled into a step's `x-context` fields. */
import type { Language } from "../../shared/brand/locales.ts";
import type { Application } from "../storage/application-store.ts";
import type { ProxyServices } from "./proxy-services.ts";

export function serverContext(
  services: ProxyServices,
  language: Language,
  application: Application | undefined,
): Record<string, unknown> {
  const countryOfLanguage = services.files.dictionaries.residenceCountryOfLanguage as
    Record<string, string> | undefined;
  return {
    language,
    languageCountry: countryOfLanguage?.[language],
    residenceCountry: application?.residenceCountry ?? undefined,
  };
}
