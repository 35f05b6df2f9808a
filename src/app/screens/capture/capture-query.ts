/**
 * The query a capture session reads (spec §4 "Journey end": back to the desktop when it has
 * mobile=true or qrCode=true): the page's own, and the tab's hand-off mode, which outlives the
 * link's query once the phone moves on from the page it opened.
 */
import { handoffQuery, type HandoffMode } from "../../../flow/handoff/handoff-mode.ts";

export function captureQuery(state: {
  readonly handoff?: HandoffMode | undefined;
}): URLSearchParams {
  const query = new URLSearchParams(window.location.search);
  for (const [name, value] of handoffQuery(state)) query.set(name, value);
  return query;
}
