/** The browser's state of one onboarding session (valtio), persisted where the spec asks. */
import { proxy } from "valtio";
import type { Locale } from "../shared/brand/locales.ts";
import type { Device } from "../shared/flow/flow-definition.ts";
import {
  DEVICE_KEY,
  deviceOf,
  RESIDENCE_KEY,
  ROUTE_KEY,
  storedToken,
  TOKEN_KEY,
} from "./stored-session.ts";
import type { HandoffRefusal } from "./handoff/handoff-link.ts";
import { keepHandoffMode, storedHandoffMode, type HandoffMode } from "./handoff/handoff-mode.ts";

export interface IntroVideo {
  desktop?: string;
  mobile?: string;
  poster?: string;
}

export interface SessionState {
  locale: Locale;
  basePath: string;
  device: Device;
  token: string | undefined;
  /** The route name shown now (the device's variant name). */
  route: string | undefined;
  /** Saved data per step (route name), from the server and from submits. */
  steps: Record<string, Record<string, unknown>>;
  /** Data read for steps from a document scan, to be checked by the user (route name to data). */
  prefill: Record<string, Record<string, unknown>>;
  /** Parts of steps the server holds to (a phone code still valid), by route and section id. */
  sentParts: Record<string, Record<string, Record<string, unknown>>>;
  residenceCountry: string | undefined;
  dictionaries: Record<string, unknown>;
  links: Record<string, string>;
  /** The registration's intro video, when the broker configured one. */
  introVideo: IntroVideo;
  globalError: string | undefined;
  /** The loader blocks input while a call runs or the app starts. */
  locked: boolean;
  /** Set once start-up (token, dictionaries, translations) has finished. */
  ready: boolean;
  minutesLeft: number | undefined;
  /**
   * This tab is a phone taking the document photos for a desktop: opened from its QR code ("qr")
   * or its text message ("sms"). Kept for the tab (session storage).
   */
  handoff: HandoffMode | undefined;
  /** The hand-off link this tab opened is refused: its page says why, and nothing else shows. */
  handoffRefused: HandoffRefusal | undefined;
}

export function createSessionState(locale: Locale, basePath: string, search: string): SessionState {
  return proxy<SessionState>({
    locale,
    basePath,
    device: deviceOf(search),
    token: storedToken(),
    route: undefined,
    steps: {},
    prefill: {},
    sentParts: {},
    residenceCountry: sessionStorage.getItem(RESIDENCE_KEY) ?? undefined,
    dictionaries: {},
    links: {},
    introVideo: {},
    globalError: undefined,
    locked: true,
    ready: false,
    minutesLeft: undefined,
    handoff: storedHandoffMode(),
    handoffRefused: undefined,
  });
}

export function storeToken(state: SessionState, token: string | undefined): void {
  state.token = token;
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

export function storeRoute(state: SessionState, route: string): void {
  state.route = route;
  localStorage.setItem(ROUTE_KEY, route);
}

export function storeResidence(state: SessionState, country: string | undefined): void {
  state.residenceCountry = country;
  if (country) sessionStorage.setItem(RESIDENCE_KEY, country);
  else sessionStorage.removeItem(RESIDENCE_KEY);
}

/** This tab took over the photos from a desktop: it is a phone in hand-off mode for its life. */
export function storeHandoff(state: SessionState, mode: HandoffMode): void {
  state.handoff = mode;
  keepHandoffMode(mode);
  state.device = "mobile";
  sessionStorage.setItem(DEVICE_KEY, "true");
}
