import { describe, expect, it } from "vitest";
import { reduceCapture } from "./capture-reducer.ts";
import { initialCaptureState, type CaptureState } from "./capture-state.ts";
import { SCAN_SESSION } from "./fake-host.ts";
import { IDENTITY_JOURNEY } from "./identity-journey.ts";

const NOW = Date.UTC(2025, 0, 6, 9, 0, 0);

const initial = initialCaptureState({
  definition: IDENTITY_JOURNEY,
  locale: "pl",
  residence: "PL",
  scanType: "DESKTOP",
  returnsToDesktop: false,
});

function started(): CaptureState {
  const requested = reduceCapture(initial, { type: "begin" }, NOW).state;
  return reduceCapture(requested, { type: "tokenReceived", session: SCAN_SESSION }, NOW).state;
}

describe("capture reducer", () => {
  it("asks for the scan token on begin, and for nothing else", () => {
    const { state, effects } = reduceCapture(initial, { type: "begin" }, NOW);
    expect(state.token).toEqual({ status: "fetching", attempt: 1 });
    expect(effects).toEqual([{ type: "fetchScanToken" }]);
  });

  it("refuses without changing the state or asking for anything", () => {
    const before = started();
    const waiting = reduceCapture(before, { type: "transferStarted" }, NOW).state;
    const refused = reduceCapture(waiting, { type: "transferStarted" }, NOW);
    expect(refused).toEqual({
      state: waiting,
      effects: [],
      refused: { code: "waitingForResponse" },
    });
    expect(refused.state).toBe(waiting);
  });

  it("starts the 30 s timer with the transfer and clears it with the completion", () => {
    const transferring = reduceCapture(started(), { type: "transferStarted" }, NOW);
    expect(transferring.effects).toEqual([
      { type: "startTimer", timer: "attemptTimeout", ms: 30_000 },
    ]);
    const completed = reduceCapture(transferring.state, { type: "transferComplete" }, NOW + 5);
    expect(completed.effects).toEqual([
      { type: "clearTimer", timer: "attemptTimeout" },
      { type: "fetchJourneyResult", journeyId: "J-1", purpose: "attempt" },
    ]);
  });

  it("ignores a timer whose moment has passed", () => {
    const state = started();
    for (const timer of [
      "attemptTimeout",
      "tokenRetry",
      "resultAfterEnd",
      "noJourneyFallback",
    ] as const) {
      expect(reduceCapture(state, { type: "timerFired", timer }, NOW)).toEqual({
        state,
        effects: [],
      });
    }
  });

  it("ignores a token that arrives after the journey started", () => {
    const state = started();
    const again = reduceCapture(state, { type: "tokenReceived", session: SCAN_SESSION }, NOW);
    expect(again.state).toBe(state);
    expect(again.effects).toEqual([]);
  });
});
