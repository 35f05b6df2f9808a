/**
 * The address a phone opens to take over the document photos (the QR code's and the SMS's):
 * `<public origin><the application's base path>/document-selection?handoff=<code>&<how>=true`,
 * `qrCode` for the QR code, `mobile` for the SMS.
 */
import { basePathFor, isLanguage, siteBrandFor, type Locale } from "../../shared/brand/locales.ts";
import type { Application } from "../storage/application-store/application-records.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";

/** The phone's first page: the document choice (its mobile variant, as the device says). */
export const HANDOFF_LINK_PATH = "/document-selection";

export type HandoffMode = "qrCode" | "mobile";

export function handoffLink(
  services: ProxyServices,
  request: ActionRequest,
  application: Application,
  code: string,
  mode: HandoffMode,
): string {
  const origin = services.config.publicUrl ?? request.origin;
  const language = isLanguage(application.language) ? application.language : request.language;
  const brand = siteBrandFor(application.brand === "pl" ? "pl" : "eu", language);
  return handoffUrl(origin, { brand, language }, code, mode);
}

/** The link on a site's origin, for the brand and language whose pages the phone opens. */
export function handoffUrl(
  origin: string,
  locale: Locale,
  code: string,
  mode: HandoffMode,
): string {
  const query = new URLSearchParams({ handoff: code, [mode]: "true" });
  return `${origin}${basePathFor(locale)}${HANDOFF_LINK_PATH}?${query.toString()}`;
}
