/** Where the flow's named links lead: pages of the broker outside this app, or another locale's start. */
import { basePathFor, brandForLanguage, isLanguage } from "../shared/brand/locales.ts";
import type { RedirectTarget } from "../engine/index.ts";
import type { SessionState } from "../flow/session-store.ts";

export function hrefOfLink(
  state: SessionState,
  target: RedirectTarget,
  data: Record<string, unknown>,
): string | undefined {
  if (target.link === "languageSite") {
    const country = target.field ? data[target.field] : undefined;
    const languages = state.dictionaries.languageOfCountry as Record<string, string> | undefined;
    const language = typeof country === "string" ? languages?.[country] : undefined;
    if (!language || !isLanguage(language)) return undefined;
    return `${basePathFor({ brand: brandForLanguage(language), language })}/`;
  }
  return state.links[target.link];
}
