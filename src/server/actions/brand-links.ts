/**
 * The broker's pages outside the flow, by link name, as the configuration gives them for a
 * brand: the browser gets them at start (get-dictionaries-list) and follows them by name, and a
 * submission the step's UI schema leads away names where it leads.
 */
import type { Brand } from "../../shared/brand/locales.ts";
import { LANGUAGE_SITE_LINK, languageSitePath } from "../../shared/brand/language-site.ts";
import type { RedirectTarget } from "../validation/ui-schema-rules.ts";
import type { ProxyServices } from "./proxy-services.ts";

export function brandLinks(services: ProxyServices, brand: Brand): Record<string, string> {
  const { links, contact, payment } = services.config;
  return {
    generalApply: brand === "pl" ? links.generalApplyPl : links.generalApplyEu,
    externalApply: links.externalApply,
    cookieSettings: links.cookieSettings,
    remindPassword: links.remindPassword,
    feesTable: links.feesTable,
    documents: links.documents,
    contactEmail: contact.email,
    contactPhone: contact.phone,
    ...(payment.blueMedia ? { paymentBlueMedia: payment.blueMedia } : {}),
    ...(payment.trustly ? { paymentTrustly: payment.trustly } : {}),
  };
}

/**
 * Where a redirect leads for this brand and data: the brand's link of that name, or (the
 * language choice) the start page of the language of the country the target's field holds, as
 * the browser makes it (src/app/links.ts).
 */
export function redirectUrl(
  services: ProxyServices,
  brand: Brand,
  target: RedirectTarget,
  data: Record<string, unknown>,
): string | undefined {
  if (target.link === LANGUAGE_SITE_LINK) {
    const country = target.field ? data[target.field] : undefined;
    return languageSitePath(country, services.files.dictionaries.languageOfCountry);
  }
  const links = brandLinks(services, brand);
  return Object.hasOwn(links, target.link) ? links[target.link] : undefined;
}
