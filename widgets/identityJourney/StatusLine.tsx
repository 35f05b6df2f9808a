/**
 * A spinner with what is happening (initializing, verifying), announced to screen readers; it
 * takes focus when it replaces what had it.
 */
import { JOURNEY_FOCUS } from "./journey-focus.ts";

export function StatusLine({ text }: { text: string }) {
  return (
    <p className="capture-status" role="status" tabIndex={-1} {...JOURNEY_FOCUS}>
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
