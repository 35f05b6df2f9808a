/**
 * The query a capture session reads (spec §4 "Journey end": back to the desktop when it has
 * mobile=true or qrCode=true): the page's own, with those two taken from the tab's hand-off mode
 * alone. In a page's address `mobile=true` only chooses the phone's path, so a phone uploading on
 * its own device (no hand-off) ends its journey where the flow leads, never back to a desktop;
 * the hand-off mode outlives the link's query once the phone moves on from the page it opened.
 */
import { handoffQuery, type HandoffMode } from "../../../flow/handoff/handoff-mode.ts";

const HANDOFF_PARAMS = ["mobile", "qrCode"];

export function captureQuery(state: {
  readonly handoff?: HandoffMode | undefined;
}): URLSearchParams {
  const query = new URLSearchParams(window.location.search);
  for (const name of HANDOFF_PARAMS) query.delete(name);
  for (const [name, value] of handoffQuery(state)) query.set(name, value);
  return query;
}
