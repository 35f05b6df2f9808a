import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCAN_SESSION, document, fakeHost, result, startedSession, upload } from "./fake-host.ts";
import type { SessionSetup } from "./fake-host.ts";
import type { HighLevelResult } from "./journey-vocabulary.ts";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 0, 6, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

const front = document("FRONT", true);
const back = document("BACK", true);

/** Front and back accepted: the journey ends as completed; the service then answers `final`. */
async function completedJourney(final: HighLevelResult | Error, setup: SessionSetup = {}) {
  const host = fakeHost();
  const session = await startedSession(host, setup);
  await upload(session, host, result([front]));
  await upload(session, host, result([front, back]));
  host.resultAnswers.push(final instanceof Error ? final : result([front, back], final));
  return { host, session };
}

describe("journey end", () => {
  it("reports the end and fetches the result 1 s later", async () => {
    const { host, session } = await completedJourney("Passed");
    expect(session.getSnapshot().journey).toMatchObject({ state: "ended", endReason: "completed" });
    expect(session.getSnapshot().ending).toBe("waitingToFetchResult");
    expect(host.notices.at(-1)).toEqual(["end", "J-1"]);
    expect(host.resultRequests).toEqual(["J-1", "J-1"]);

    await vi.advanceTimersByTimeAsync(999);
    expect(host.resultRequests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.resultRequests).toEqual(["J-1", "J-1", "J-1"]);
  });

  it("goes to uploadSucceeded when the result is Passed, after the type 2 status report", async () => {
    const { host, session } = await completedJourney("Passed");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(host.reports.at(-1)).toEqual({
      type: 2,
      journeyId: "J-1",
      journeyStatus: "Passed",
      scanType: "DESKTOP",
    });
    expect(host.routes).toEqual(["uploadSucceeded"]);
    expect(session.getSnapshot()).toMatchObject({ ending: "done", route: "uploadSucceeded" });
  });

  it("goes to uploadFailed when the result is not Passed", async () => {
    const { host } = await completedJourney("Refer");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(host.reports.at(-1)).toMatchObject({ type: 2, journeyStatus: "Refer" });
    expect(host.routes).toEqual(["uploadFailed"]);
  });

  it("goes to uploadFailed when the result cannot be fetched", async () => {
    const { host } = await completedJourney(new Error("service down"));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(host.reports.at(-1)).toMatchObject({ type: 2, journeyStatus: "Undefined" });
    expect(host.routes).toEqual(["uploadFailed"]);
  });

  it.each(["mobile=true", "qrCode=true"])(
    "goes to mobileReturnToDesktop when the page query has %s, whatever the result",
    async (query) => {
      const { host } = await completedJourney("Refer", { query });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(host.routes).toEqual(["mobileReturnToDesktop"]);
    },
  );

  it("goes to uploadFailed 10 s after an end without a journey id, without fetching a result", async () => {
    const host = fakeHost();
    const session = await startedSession(host, {}, { ...SCAN_SESSION, journeyId: "" });
    session.send({ type: "cancel" });
    expect(host.notices.at(-1)).toEqual(["end", null]);
    expect(session.getSnapshot().ending).toBe("waitingForFallback");

    await vi.advanceTimersByTimeAsync(9_999);
    expect(host.routes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.routes).toEqual(["uploadFailed"]);
    expect(host.resultRequests).toEqual([]);
    expect(host.reports).toStrictEqual([
      { type: 2, journeyStatus: "Aborted", scanType: "DESKTOP" },
    ]);
  });

  it("routes once, even with the page query asking to return to the desktop, when no journey id exists", async () => {
    const host = fakeHost();
    const session = await startedSession(
      host,
      { query: "mobile=true" },
      { ...SCAN_SESSION, journeyId: "" },
    );
    session.send({ type: "cancel" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.routes).toEqual(["uploadFailed"]);
  });
});
