/**
 * The desktop's polls while the phone works (spec §4: the QR scan every 4 s, the waiting screen
 * every 5 s): one check at once, then one every interval after the last has answered, until a
 * check says to stop. `pollNow` checks at once (the waiting screen's Next) unless one is running.
 */
import { systemClock, type Clock } from "../../capture/capture-ports.ts";

/** How often the hand-off page asks whether the phone has read its QR code. */
export const QR_SCAN_POLL_MS = 4000;
/** How often the waiting screen asks how the phone's journey stands. */
export const DESKTOP_POLL_MS = 5000;

export type PollVerdict = "continue" | "stop";

export interface Poller {
  pollNow(): void;
  stop(): void;
}

export function startPolling(
  check: () => Promise<PollVerdict>,
  { everyMs, clock = systemClock }: { everyMs: number; clock?: Clock },
): Poller {
  let stopped = false;
  let running = false;
  let timer: unknown;
  const run = async () => {
    if (stopped || running) return;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    running = true;
    const verdict = await check().catch((): PollVerdict => "continue");
    running = false;
    if (verdict === "stop") stopped = true;
    if (!stopped) timer = clock.setTimeout(() => void run(), everyMs);
  };
  void run();
  return {
    pollNow: () => void run(),
    stop: () => {
      stopped = true;
      if (timer !== undefined) clock.clearTimeout(timer);
    },
  };
}
