/**
 * The hand-off phone's poll (`mobile-handoff-status`, every 5 s): loaded only on a hand-off
 * phone, by its watch (handoff-watch.ts), so no other browser downloads it.
 */
import { startPolling } from "../flow/handoff/polling.ts";
import { endPhoneHandoff } from "../flow/handoff/handoff-ending.ts";
import { callProxy } from "../flow/proxy-client.ts";
import type { SessionState } from "../flow/session-store.ts";

export const HANDOFF_WATCH_MS = 5000;

/** Polls until the hand-off ends, which shows the "ended" page; answers how to stop it. */
export function pollHandoff(state: SessionState): () => void {
  const poller = startPolling(
    async () => {
      const answer = await callProxy(state, "mobile-handoff-status", {});
      if (answer.handoffEnded !== true && !answer.restart) return "continue";
      endPhoneHandoff(state);
      return "stop";
    },
    { everyMs: HANDOFF_WATCH_MS },
  );
  return () => poller.stop();
}
