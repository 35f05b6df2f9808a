/**
 * Analytics step events (spec §4): entering a step sends its event at most once per step in 24
 * hours (remembered in local storage); an event named after the route follows 0.5 s later. Each
 * carries the browser, device and operating system.
 */
import type { SessionState } from "./session-store.ts";
import { callProxy } from "./proxy-client.ts";
import { clientEnvironment } from "./client-environment.ts";
import { ANALYTICS_ONCE_WINDOW_MS } from "../shared/analytics/step-events.ts";

export { clientEnvironment, type ClientEnvironment } from "./client-environment.ts";

export { ANALYTICS_ONCE_WINDOW_MS };
export const ROUTE_EVENT_DELAY_MS = 500;
const SENT_KEY = "onboarding.analytics";

/**
 * Whether a step's event may be sent now; if so, records the time. `sent` maps a step to when its
 * event was last sent.
 */
export function claimStepEvent(sent: Record<string, number>, step: number, now: number): boolean {
  const last = sent[String(step)];
  if (last !== undefined && now - last < ANALYTICS_ONCE_WINDOW_MS) return false;
  sent[String(step)] = now;
  return true;
}

function readSent(): Record<string, number> {
  try {
    const parsed = JSON.parse(localStorage.getItem(SENT_KEY) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** How long an event may wait for the page to be idle. */
const IDLE_WAIT_MS = 1000;

/** Runs work once the page is idle (at most a second later), so it never delays a step's render. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === "function")
    requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
  else setTimeout(work, 0);
}

/**
 * Sends a step's event once the page is idle and, half a second later, the route's; failures
 * are only logged.
 */
export function trackStep(state: SessionState, step: number, route: string): void {
  whenIdle(() => sendStepEvents(state, step, route));
}

function sendStepEvents(state: SessionState, step: number, route: string): void {
  const sent = readSent();
  if (!claimStepEvent(sent, step, Date.now())) return;
  localStorage.setItem(SENT_KEY, JSON.stringify(sent));
  const environment = clientEnvironment(navigator.userAgent);
  const send = (data: Record<string, unknown>) =>
    callProxy(state, "dc", { ...data, route, ...environment }).catch((error: unknown) => {
      console.warn("analytics event not sent", error);
    });
  void send({ event: "step", step });
  setTimeout(() => void send({ event: "route" }), ROUTE_EVENT_DELAY_MS);
}
