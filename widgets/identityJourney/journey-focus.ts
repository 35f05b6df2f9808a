/**
 * Where focus goes in the journey's views, so it never falls to the page's body: each view marks
 * the element that takes it when the view appears (its heading, or the line saying what is
 * happening), and a refusal its message, which takes it when it appears.
 */
import { useEffect, useRef, type RefObject } from "react";

/** The element a view gives focus to when it appears. */
export const JOURNEY_FOCUS = { "data-journey-focus": "view" } as const;
/** A refusal's message: it takes focus when it appears. */
export const PROBLEM_FOCUS = { "data-journey-focus": "problem" } as const;

/**
 * Moves focus into the journey when what it shows changes (`viewKey`) or a refusal appears,
 * while `active` (no dialog over the page) and focus is not elsewhere on the page: on the body,
 * or on an element of the journey that is gone or still there.
 */
export function useJourneyFocus(
  container: RefObject<HTMLElement | null>,
  viewKey: string,
  problem: string | undefined,
  active: boolean,
): void {
  const shown = useRef<string | undefined>(undefined);
  const key = `${viewKey}\u0000${problem ?? ""}`;
  useEffect(() => {
    if (!active || shown.current === key) return;
    const previous = shown.current;
    shown.current = key;
    const root = container.current;
    if (!root) return;
    const focused = root.ownerDocument.activeElement;
    const elsewhere =
      focused !== null && focused !== root.ownerDocument.body && !root.contains(focused);
    if (elsewhere) return;
    const problemShown = problem !== undefined && previous !== key;
    const target =
      (problemShown ? root.querySelector<HTMLElement>('[data-journey-focus="problem"]') : null) ??
      root.querySelector<HTMLElement>('[data-journey-focus="view"]');
    target?.focus();
  }, [active, container, key, problem]);
}
