/**
 * Moves focus where the form's controller says (`FormSnapshot.focus`): the error summary, the
 * blocking notice, or the first control of a field, on the next frame.
 */
import { useEffect, type RefObject } from "react";
import type { FormSnapshot } from "../form/form-controller.ts";

export function useFocusMoves(
  focus: FormSnapshot["focus"],
  summaryRef: RefObject<HTMLDivElement | null>,
): void {
  useEffect(() => {
    if (!focus) return;
    // On the next frame: a host page may still be releasing a lock (inert content) from the same change.
    const frame = requestAnimationFrame(() => {
      if (focus.target === "summary") focusFromItsStart(summaryRef.current);
      else if (focus.target === "notice")
        document.querySelector<HTMLElement>(".step-form [data-blocking-notice]")?.focus();
      else firstControlOf([focus.target, ...(focus.then ?? [])], focus.inPageOrder)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focus, summaryRef]);
}

const FOCUSABLE_CONTROL =
  "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * The first control a person can use among the fields named, in the order named or in the page's:
 * a field of a revealed section may not be rendered (its condition does not hold), and focus must
 * not fall to the page.
 */
function firstControlOf(fields: readonly string[], inPageOrder = false): HTMLElement | null {
  const rendered = [...document.querySelectorAll<HTMLElement>("[data-field]")];
  if (inPageOrder) {
    const named = new Set(fields);
    for (const element of rendered) {
      const control = named.has(element.dataset.field ?? "")
        ? element.querySelector<HTMLElement>(FOCUSABLE_CONTROL)
        : null;
      if (control) return control;
    }
    return null;
  }
  for (const field of fields) {
    const control = rendered
      .find((element) => element.dataset.field === field)
      ?.querySelector<HTMLElement>(FOCUSABLE_CONTROL);
    if (control) return control;
  }
  return null;
}

/**
 * Focuses an element whose start must be read first (the error summary). The browser's own
 * scroll on focus shows the middle of an element taller than the screen (on a phone, a summary
 * of a dozen long labels), its heading above the top; it is brought to the top instead whenever
 * it is not wholly in view.
 */
function focusFromItsStart(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const { top, bottom } = element.getBoundingClientRect();
  if (top < 0 || bottom > innerHeight) element.scrollIntoView({ block: "start" });
}
