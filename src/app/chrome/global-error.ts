/** The global error banner's state, and the 500 ms scroll to the top that shows it. */
import { setGlobalError } from "../../flow/session-actions.ts";
import type { SessionState } from "../../flow/session-store.ts";

export const BANNER_SCROLL_MS = 500;

export function scrollToTop(durationMs = BANNER_SCROLL_MS): void {
  const start = window.scrollY;
  if (start === 0) return;
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / durationMs);
    window.scrollTo(0, start * (1 - progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function showGlobalError(state: SessionState, message: string): void {
  setGlobalError(state, message);
  scrollToTop();
}

/** Reachable from outside the application too (spec §8): `window.onboardingSetGlobalError(text)`. */
export function exposeGlobalErrorSetter(state: SessionState): void {
  (
    window as unknown as { onboardingSetGlobalError: (m: string) => void }
  ).onboardingSetGlobalError = (message) => showGlobalError(state, message);
}
