/** Moves focus to a screen's heading when the user navigated to it (not on the first page load). */
import { useEffect, useRef } from "react";

let firstScreen = true;

export function useHeadingFocus<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    ref.current?.focus();
  }, [enabled]);
  return ref;
}

/**
 * For a screen that gives focus to something else as it opens (a dialog over it): the page's
 * first screen has been shown, so the next one's heading takes focus.
 */
export function useScreenShown(): void {
  useEffect(() => {
    firstScreen = false;
  }, []);
}
