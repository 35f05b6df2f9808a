/**
 * The phone's landing from a hand-off link (the QR code or the SMS): the one-time code in the URL
 * is exchanged for the phone's own session (`mobile-handoff`) before the usual token check, and
 * taken out of the URL so that neither a reload nor the history holds it.
 */
import type { ApplicationState } from "../../shared/proxy/application-state.ts";
import { postProxy, type CallerSession } from "../proxy-request.ts";
import { handoffModeOfLink, type HandoffMode } from "./handoff-mode.ts";

import { HANDOFF_PARAM } from "../stored-session.ts";

export { HANDOFF_PARAM };

/**
 * Why a hand-off phone shows nothing of the application: its code was refused ("used",
 * "expired", "replaced" by a newer one, "finished": used by a phone that sent its photos,
 * "unknown", or "unconfirmed": a texted link whose code the desktop has not typed yet), too
 * many links were opened from the phone's address ("tooMany": the code itself was not looked at),
 * the server could not be asked ("unavailable"), or the phone's session ended later (the
 * desktop went on without it, or it timed out: "ended").
 */
export type HandoffRefusal =
  | "used"
  | "expired"
  | "replaced"
  | "finished"
  | "unknown"
  | "unconfirmed"
  | "tooMany"
  | "unavailable"
  | "ended";

export type HandoffExchange =
  | { kind: "accepted"; token: string; state: ApplicationState | undefined; mode: HandoffMode }
  | { kind: "refused"; reason: HandoffRefusal };

const REFUSALS: readonly HandoffRefusal[] = [
  "used",
  "expired",
  "replaced",
  "finished",
  "unknown",
  "unconfirmed",
  "tooMany",
];

/** The URL (path, query, hash) without the hand-off code, the rest of the query kept. */
export function urlWithoutHandoffCode(location: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  const query = new URLSearchParams(location.search);
  query.delete(HANDOFF_PARAM);
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ""}${location.hash}`;
}

/** Asks the server for the phone's session; no token goes with the call (the code is the proof). */
export async function exchangeHandoffCode(
  session: CallerSession,
  code: string,
  search: string,
): Promise<HandoffExchange> {
  let answer;
  try {
    answer = await postProxy({ ...session, token: undefined }, "mobile-handoff", {
      handoffCode: code,
    });
  } catch {
    return { kind: "refused", reason: "unavailable" };
  }
  if (answer.status === "success" && typeof answer.token === "string")
    return {
      kind: "accepted",
      token: answer.token,
      state: answer.state as ApplicationState | undefined,
      mode: handoffModeOfLink(search),
    };
  const reason = REFUSALS.find((known) => known === answer.handoffRefused);
  return { kind: "refused", reason: reason ?? "unknown" };
}
