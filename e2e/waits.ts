/**
 * The waits of the browser tests, named: a test's time spent in each kind is reported by
 * e2e/reporters/slowest-tests.ts (the ten slowest tests, printed at the end of every run), so
 * where a run's time goes is measured rather than guessed.
 */
import { expect, test, type Page } from "./fixtures.ts";
import { waitStepTitle } from "./reporters/test-timings.ts";

export const WAIT_KINDS = [
  "bot check",
  "server start",
  "camera warm-up",
  "document check",
  // The liveness step: the actions the server asks for, made in front of the fake camera.
  "liveness check",
  // The selfie camera's face detector: its script, WebAssembly and weights, then the first faces.
  "model load",
  // The shared guard on a page (e2e/guard.ts), named where it runs: e2e/fixtures.ts.
  "page guard",
] as const;
export type WaitKind = (typeof WAIT_KINDS)[number];

/**
 * How long a page may wait for the server's document check (the OCR reading the photo, and the
 * face on it compared) before the test calls it hung. Alone it answers in a few seconds; a
 * server's first check also starts its OCR engine, and in a slow phase of CI's machine, with
 * three workers on two cores, one such check took over 30 s.
 */
export const DOCUMENT_CHECK_WITHIN_MS = 60_000;

/** Runs the work as a step the slowest-tests report counts as waiting of that kind. */
export function waitingFor<T>(kind: WaitKind, work: () => Promise<T>): Promise<T> {
  return test.step(waitStepTitle(kind), work, { box: true });
}

/** Waits until the bot check's proof of work is done and the check says so. */
export async function botCheckVerified(page: Page, verified: string | RegExp): Promise<void> {
  await waitingFor("bot check", () =>
    expect(page.getByTestId("proof-of-work")).toContainText(verified, { timeout: 30_000 }),
  );
}
