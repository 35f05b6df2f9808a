/**
 * Where the browser keeps the session between pages (spec §3 "Local storage"): the token, the
 * device the flow runs on, the route, the residence. No dependencies, so the start-up calls
 * (early-calls.ts) can read them before the app's code has loaded.
 */
import type { Device } from "../shared/flow/flow-definition.ts";

export const TOKEN_KEY = "onboarding.token";
export const ROUTE_KEY = "onboarding.route";
export const DEVICE_KEY = "onboarding.mobile";
export const RESIDENCE_KEY = "onboarding.residenceCountry";
/** The query parameter of a hand-off link: the one-time code a phone exchanges for its session. */
export const HANDOFF_PARAM = "handoff";

/** The hand-off code of a landing URL's query, when it has one. */
export function handoffCodeOf(search: string): string | undefined {
  return new URLSearchParams(search).get(HANDOFF_PARAM) || undefined;
}

export function storedToken(): string | undefined {
  return localStorage.getItem(TOKEN_KEY) ?? undefined;
}

/** Below this width a page is on a phone (spec §9: the mobile viewport threshold). */
export const MOBILE_VIEWPORT_MAX_PX = 767;

/** User agents of phones (tablets report a desktop agent or a width of 768 px or more). */
const PHONE_AGENT = /Mobi|Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini/i;

export interface BrowserTraits {
  userAgent: string;
  /** The viewport's width in CSS pixels. */
  width: number;
}

function currentBrowser(): BrowserTraits {
  return { userAgent: navigator.userAgent, width: window.innerWidth };
}

/** Whether a browser is a phone: a phone's user agent, or a viewport under 768 px. */
export function looksLikePhone({ userAgent, width }: BrowserTraits): boolean {
  return PHONE_AGENT.test(userAgent) || width <= MOBILE_VIEWPORT_MAX_PX;
}

/**
 * The device of this tab: `?mobile=true|false` when given, a phone when the URL carries a hand-off
 * code (only a phone opens the desktop's QR code or text message), otherwise what the browser looks
 * like the first time (a phone's user agent or a narrow viewport). Either is kept for the tab's
 * life (session storage), so turning a phone or resizing a window never switches the path mid-way.
 */
export function deviceOf(search: string, browser: BrowserTraits = currentBrowser()): Device {
  const query = new URLSearchParams(search);
  const mobileQuery = query.get("mobile") ?? (query.has(HANDOFF_PARAM) ? "true" : null);
  if (mobileQuery !== null) sessionStorage.setItem(DEVICE_KEY, String(mobileQuery === "true"));
  else if (sessionStorage.getItem(DEVICE_KEY) === null)
    sessionStorage.setItem(DEVICE_KEY, String(looksLikePhone(browser)));
  return sessionStorage.getItem(DEVICE_KEY) === "true" ? "mobile" : "desktop";
}
