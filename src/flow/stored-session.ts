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

export function storedToken(): string | undefined {
  return localStorage.getItem(TOKEN_KEY) ?? undefined;
}

/** The device of this tab: `?mobile=true|false` sets it for the tab's life (session storage). */
export function deviceOf(search: string): Device {
  const mobileQuery = new URLSearchParams(search).get("mobile");
  if (mobileQuery !== null) sessionStorage.setItem(DEVICE_KEY, String(mobileQuery === "true"));
  return sessionStorage.getItem(DEVICE_KEY) === "true" ? "mobile" : "desktop";
}
