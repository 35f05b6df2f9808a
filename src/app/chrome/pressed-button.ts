/**
 * The button a person pressed last (a click, or Enter submitting a form), for the loader to
 * show its spinner in. A press counts for a short while only: a lock that comes later was not
 * caused by it.
 */
const PRESS_COUNTS_FOR_MS = 1000;

let pressed: { button: HTMLButtonElement; at: number } | undefined;

function remember(button: Element | null | undefined): void {
  if (button instanceof HTMLButtonElement && button.classList.contains("button"))
    pressed = { button, at: performance.now() };
}

document.addEventListener(
  "click",
  (event) => remember((event.target as Element | null)?.closest?.("button")),
  true,
);
document.addEventListener("submit", (event) => remember(event.submitter), true);

/** The button pressed in the last second and still on the page, if any. */
export function lastPressedButton(now = performance.now()): HTMLButtonElement | undefined {
  if (!pressed || now - pressed.at > PRESS_COUNTS_FOR_MS || !pressed.button.isConnected)
    return undefined;
  return pressed.button;
}
