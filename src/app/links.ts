/** Where the flow's named links lead: pages of the broker outside this app, or another locale's start. */
import { LANGUAGE_SITE_LINK, languageSitePath } from "../shared/brand/language-site.ts";
import type { RedirectTarget } from "../engine/index.ts";
import type { SessionState } from "../flow/session-store.ts";

export function hrefOfLink(
  state: SessionState,
  target: RedirectTarget,
  data: Record<string, unknown>,
): string | undefined {
  if (target.link === LANGUAGE_SITE_LINK) {
    const country = target.field ? data[target.field] : undefined;
    return languageSitePath(country, state.dictionaries.languageOfCountry);
  }
  // Only a link the brand gave at start (get-dictionaries-list), never an inherited property.
  return Object.hasOwn(state.links, target.link) ? state.links[target.link] : undefined;
}
