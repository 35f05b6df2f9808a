/**
 * Marketing parameters (spec §3, §7, §9): the campaign parameters of the landing URL are kept in
 * the `tmsc` cookie for 30 days and sent with the registration, together with how many sessions
 * this browser has had, the current session's id and a client id.
 */
import { readCookie, writeCookie } from "./cookies.ts";

/** Query parameters that carry campaign information. */
export const MARKETING_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "from",
] as const;
export const TRACKING_COOKIE = "tmsc";
export const TRACKING_COOKIE_SECONDS = 2_592_000;

const CLIENT_ID_KEY = "onboarding.clientId";
const SESSION_COUNT_KEY = "onboarding.sessionCount";
const SESSION_ID_KEY = "onboarding.sessionId";

/** The campaign parameters of a query string, or undefined when it has none. */
export function marketingParamsFrom(search: string): Record<string, string> | undefined {
  const query = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const name of MARKETING_PARAMS) {
    const value = query.get(name);
    if (value) found[name] = value.slice(0, 200);
  }
  return Object.keys(found).length ? found : undefined;
}

/** Keeps new campaign parameters in the tracking cookie; a visit without them leaves it as it is. */
export function rememberMarketingParams(search: string): void {
  const params = marketingParamsFrom(search);
  if (!params) return;
  writeCookie(TRACKING_COOKIE, JSON.stringify(params), TRACKING_COOKIE_SECONDS);
}

function randomId(): string {
  return crypto.randomUUID();
}

/** Counts this browser's sessions: a new browser tab session adds one. */
export function startMarketingSession(): void {
  if (sessionStorage.getItem(SESSION_ID_KEY)) return;
  sessionStorage.setItem(SESSION_ID_KEY, randomId());
  const count = Number(localStorage.getItem(SESSION_COUNT_KEY) ?? "0") + 1;
  localStorage.setItem(SESSION_COUNT_KEY, String(count));
  if (!localStorage.getItem(CLIENT_ID_KEY)) localStorage.setItem(CLIENT_ID_KEY, randomId());
}

/** The fields the registration adds to its payload. */
export function marketingFields(): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  const tmsc = readCookie(document.cookie, TRACKING_COOKIE);
  if (tmsc) fields.tmsc = tmsc;
  const count = Number(localStorage.getItem(SESSION_COUNT_KEY));
  if (Number.isInteger(count) && count > 0) fields.sessionCount = count;
  const sessionId = sessionStorage.getItem(SESSION_ID_KEY);
  if (sessionId) fields.sessionId = sessionId;
  const clientId = localStorage.getItem(CLIENT_ID_KEY);
  if (clientId) fields.clientId = clientId;
  return fields;
}
