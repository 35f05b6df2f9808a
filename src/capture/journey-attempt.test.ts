import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  SCAN_SESSION,
  document,
  fakeHost,
  result,
  settle,
  startedSession,
  upload,
} from "./fake-host.ts";

const START = Date.UTC(2025, 0, 6, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("desktop upload attempt", () => {
  it("shows the transfer as outstanding and refuses a second one while waiting", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    expect(session.send({ type: "transferStarted" })).toEqual({ ok: true });
    expect(session.getSnapshot().journey).toMatchObject({
      state: "inProgress",
      pending: "transfer",
      waitingForResponse: true,
      requiredAction: "PauseCapturing",
    });
    expect(session.send({ type: "transferStarted" })).toEqual({
      ok: false,
      error: { code: "waitingForResponse" },
    });
  });

  it("reports a type 1 status with isTimeout when the transfer does not complete within 30 s", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    session.send({ type: "transferStarted" });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(host.reports).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    // Strict: what the attempt did not produce is left out, never sent as null.
    expect(host.reports).toStrictEqual([
      {
        type: 1,
        journeyId: "J-1",
        startTimestamp: START,
        endTimestamp: START + 30_000,
        attemptNumber: 1,
        branchCode: "PL",
        residence: "PL",
        requireDocumentSide: "FRONT",
        scanType: "DESKTOP",
        isTimeout: true,
        attempt: 1,
      },
    ]);
    expect(session.getSnapshot().journey).toMatchObject({
      pending: "transfer",
      attemptTimedOut: true,
    });
  });

  it("clears the 30 s timer, fetches the journey result and reports the attempt on transfer complete", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    host.resultAnswers.push(result([document("FRONT", true)], "Undefined"));
    session.send({ type: "transferStarted" });
    await vi.advanceTimersByTimeAsync(12_000);
    session.send({ type: "transferComplete", journeyId: "J-1" });
    expect(session.getSnapshot().journey?.pending).toBe("result");
    await settle();

    expect(host.resultRequests).toEqual(["J-1"]);
    expect(host.reports).toEqual([
      expect.objectContaining({
        type: 1,
        journeyId: "J-1",
        startTimestamp: START,
        endTimestamp: START + 12_000,
        attemptNumber: 1,
        isValidated: true,
        status: "Passed",
        journeyStatus: "Undefined",
        documentCountry: "POL",
        documentType: "ID",
        documentSide: "FRONT",
        requireDocumentSide: "FRONT",
        isTimeout: false,
        attempt: 1,
      }),
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.reports).toHaveLength(1);
  });

  it("reports an attempt counted with no transfer (a liveness check) from the moment it began", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    host.resultAnswers.push(result([document("FRONT", true)], "Undefined"));
    await vi.advanceTimersByTimeAsync(24_000);
    session.send({ type: "transferStarted", startedAt: START + 1_000 });
    session.send({ type: "transferComplete", journeyId: "J-1" });
    await settle();
    expect(host.reports).toEqual([
      expect.objectContaining({
        type: 1,
        startTimestamp: START + 1_000,
        endTimestamp: START + 24_000,
      }),
    ]);
  });

  it("takes a start named after the moment it is counted as that moment", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    host.resultAnswers.push(result([document("FRONT", true)], "Undefined"));
    session.send({ type: "transferStarted", startedAt: START + 5_000 });
    session.send({ type: "transferComplete", journeyId: "J-1" });
    await settle();
    expect(host.reports).toEqual([
      expect.objectContaining({ startTimestamp: START, endTimestamp: START }),
    ]);
  });

  it("takes the journey id the transfer's answer names when the token had none", async () => {
    const host = fakeHost();
    const session = await startedSession(host, {}, { ...SCAN_SESSION, journeyId: "" });
    expect(session.getSnapshot().journey?.journeyId).toBeUndefined();
    host.resultAnswers.push(result([document("FRONT", true)]));
    session.send({ type: "transferStarted" });
    session.send({ type: "transferComplete", journeyId: "J-9" });
    await settle();
    expect(host.resultRequests).toEqual(["J-9"]);
    expect(session.getSnapshot().journey?.journeyId).toBe("J-9");
  });

  it("asks for the back side once the front is accepted", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    await upload(session, host, result([document("FRONT", true)]));
    expect(session.getSnapshot().journey).toMatchObject({
      action: "IDENTITY:BACK",
      requireDocumentSide: "BACK",
      attemptsRemaining: 3,
      requiredAction: "KeepCapturing",
      uploadAgain: false,
    });
    expect(host.notices).toEqual([
      ["start", "J-1"],
      ["progress", "J-1"],
    ]);
  });

  it("ends the journey after the front when the service passed the whole journey (a passport)", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    await upload(session, host, {
      ...result([document("FRONT", true)]),
      highLevelResult: "Passed",
    });
    expect(session.getSnapshot().journey).toMatchObject({
      state: "ended",
      action: "NONE",
      endReason: "completed",
    });
    expect(host.notices).toEqual([
      ["start", "J-1"],
      ["end", "J-1"],
    ]);
  });

  it("reports the back attempt with the back side required and the journey-wide attempt number", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    await upload(session, host, result([document("FRONT", true)]));
    await upload(session, host, result([document("FRONT", true)]));
    expect(host.reports[1]).toMatchObject({
      type: 1,
      attemptNumber: 2,
      attempt: 1,
      requireDocumentSide: "BACK",
      journeyStatus: "Undefined",
    });
    expect(host.reports[1]).not.toHaveProperty("isValidated");
    expect(host.reports[1]).not.toHaveProperty("documentSide");
  });

  it("costs an attempt and asks to upload again when the upload is not validated", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    await upload(session, host, result([document("FRONT", false)]));
    expect(session.getSnapshot().journey).toMatchObject({
      state: "inProgress",
      action: "IDENTITY:FRONT",
      attemptsRemaining: 2,
      currentResult: "Failed",
      uploadAgain: true,
      pending: "none",
    });
  });

  it("counts an upload the service could not read at all as failed", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    await upload(session, host, result([]));
    expect(session.getSnapshot().journey).toMatchObject({
      attemptsRemaining: 2,
      currentResult: "Failed",
    });
  });

  it("ends the journey as failed when the attempts run out", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    const rejected = [document("FRONT", false)];
    await upload(session, host, result(rejected));
    await upload(session, host, result([...rejected, document("FRONT", false)]));
    expect(session.getSnapshot().journey?.attemptsRemaining).toBe(1);
    await upload(session, host, result([...rejected, ...rejected, document("FRONT", false)]));

    expect(session.getSnapshot().journey).toMatchObject({
      state: "ended",
      endReason: "attemptsExhausted",
      attemptsRemaining: 0,
      action: "NONE",
      requiredAction: "Close",
    });
    expect(host.notices.at(-1)).toEqual(["end", "J-1"]);
    expect(host.reports.filter((report) => report.type === 1)).toHaveLength(3);
    expect(session.send({ type: "transferStarted" })).toEqual({
      ok: false,
      error: { code: "journeyEnded" },
    });
  });

  it("keeps the attempts when the transfer fails, and stops the 30 s timer", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    session.send({ type: "transferStarted" });
    expect(session.send({ type: "transferFailed" })).toEqual({ ok: true });
    expect(session.getSnapshot().journey).toMatchObject({
      pending: "none",
      transferError: "transferFailed",
      attemptsRemaining: 3,
      requiredAction: "Error",
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.reports).toEqual([]);
    session.send({ type: "transferStarted" });
    expect(session.getSnapshot().journey).toMatchObject({
      transferError: undefined,
      requiredAction: "PauseCapturing",
    });
  });

  it("reports the attempt without a verdict when its result cannot be fetched", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    await upload(session, host, new Error("service down"));
    expect(session.getSnapshot().journey).toMatchObject({
      pending: "none",
      transferError: "resultUnavailable",
      attemptsRemaining: 3,
      currentResult: undefined,
      requiredAction: "Error",
    });
    expect(host.reports).toHaveLength(1);
    expect(host.reports[0]).toMatchObject({ type: 1, journeyId: "J-1", isTimeout: false });
    expect(host.reports[0]).not.toHaveProperty("isValidated");
    expect(host.reports[0]).not.toHaveProperty("status");
  });

  it("refuses a transfer completion or failure that never started", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    expect(session.send({ type: "transferComplete" })).toEqual({
      ok: false,
      error: { code: "unexpectedEvent", event: "transferComplete" },
    });
    expect(session.send({ type: "transferFailed" })).toEqual({
      ok: false,
      error: { code: "unexpectedEvent", event: "transferFailed" },
    });
  });
});
