/**
 * A notice the phone repeats until the server has it (spec §4, §9): the QR scan every 1 s for at
 * most 10 s, the return to the desktop up to 3 times 3 s apart. A failed call counts as not done.
 */
import { systemClock, type Clock } from "../../capture/capture-ports.ts";

export interface RepeatOptions {
  /** The wait between the end of one attempt and the start of the next. */
  everyMs: number;
  maxAttempts: number;
  clock?: Clock;
}

/** Starts at once; the returned function stops what is left. */
export function repeatUntilDone(
  attempt: () => Promise<boolean>,
  { everyMs, maxAttempts, clock = systemClock }: RepeatOptions,
): () => void {
  let stopped = false;
  let timer: unknown;
  let made = 0;
  const run = async () => {
    made += 1;
    const done = await attempt().catch(() => false);
    if (stopped || done || made >= maxAttempts) return;
    timer = clock.setTimeout(() => void run(), everyMs);
  };
  void run();
  return () => {
    stopped = true;
    if (timer !== undefined) clock.clearTimeout(timer);
  };
}
