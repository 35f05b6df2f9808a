import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCAN_SESSION, fakeHost, sessionFor, settle } from "./fake-host.ts";
import { NoJourneyDefinitionsError } from "./journey-vocabulary.ts";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 0, 6, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("scan-token request", () => {
  it("tries 5 times, 3 s apart, then goes to uploadException", async () => {
    const host = fakeHost();
    const session = sessionFor(host);
    session.start();
    await settle();
    expect(host.tokenRequests).toBe(1);
    expect(session.getSnapshot().token).toEqual({ status: "waitingToRetry", attempt: 1 });

    for (const expected of [2, 3, 4, 5]) {
      await vi.advanceTimersByTimeAsync(2_999);
      expect(host.tokenRequests).toBe(expected - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(host.tokenRequests).toBe(expected);
    }
    expect(host.routes).toEqual(["uploadException"]);
    expect(session.getSnapshot()).toMatchObject({
      token: { status: "failed" },
      route: "uploadException",
      journey: undefined,
    });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.tokenRequests).toBe(5);
    expect(host.routes).toEqual(["uploadException"]);
  });

  it("starts the journey when the third try succeeds", async () => {
    const host = fakeHost();
    host.tokenAnswers.push(new Error("busy"), new Error("busy"), SCAN_SESSION);
    const session = sessionFor(host);
    session.start();
    await settle();
    expect(session.getSnapshot().journey).toBeUndefined();

    await vi.advanceTimersByTimeAsync(6_000);
    expect(host.tokenRequests).toBe(3);
    expect(session.getSnapshot().scanSession).toEqual(SCAN_SESSION);
    expect(session.getSnapshot().journey).toMatchObject({
      state: "started",
      journeyId: "J-1",
      action: "IDENTITY:FRONT",
      requiredAction: "KeepCapturing",
      attemptsRemaining: 3,
    });
    expect(host.notices).toEqual([["start", "J-1"]]);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.tokenRequests).toBe(3);
    expect(host.routes).toEqual([]);
  });

  it("requests the token once however often start is called", async () => {
    const host = fakeHost();
    host.tokenAnswers.push(SCAN_SESSION);
    const session = sessionFor(host);
    session.start();
    session.start();
    await settle();
    session.start();
    expect(host.tokenRequests).toBe(1);
  });

  it("counts a port that throws instead of rejecting as a failed try", async () => {
    const host = fakeHost();
    host.ports.fetchScanToken = () => {
      host.tokenRequests += 1;
      throw new Error("offline");
    };
    const session = sessionFor(host);
    session.start();
    await settle();
    expect(session.getSnapshot().token).toEqual({ status: "waitingToRetry", attempt: 1 });
  });
});

describe("the journey select", () => {
  const CHOICES = [
    { id: "passport", actions: ["IDENTITY:FRONT", "SELFIE"] },
    { id: "address", actions: ["IDENTITY:FRONT", "ADDRESS"] },
  ];

  it("offers the definitions the host answers, and asks again for the one chosen", async () => {
    const host = fakeHost();
    host.tokenAnswers.push({ choices: CHOICES }, SCAN_SESSION);
    const session = sessionFor(host);
    session.start();
    await settle();
    expect(session.getSnapshot().token).toEqual({ status: "choosing", choices: CHOICES });
    expect(session.getSnapshot().journey).toBeUndefined();
    expect(host.notices).toEqual([]);

    // A definition that was not offered changes nothing.
    session.send({ type: "chooseJourney", definitionId: "other" });
    await settle();
    expect(host.tokenRequests).toBe(1);

    session.send({ type: "chooseJourney", definitionId: "address" });
    await settle();
    expect(host.tokenDefinitionIds).toEqual([undefined, "address"]);
    expect(session.getSnapshot().journey).toMatchObject({ journeyId: "J-1", state: "started" });
    expect(host.notices).toEqual([["start", "J-1"]]);
  });

  it("retries the chosen definition's request when it fails", async () => {
    const host = fakeHost();
    host.tokenAnswers.push({ choices: CHOICES }, new Error("busy"), SCAN_SESSION);
    const session = sessionFor(host);
    session.start();
    await settle();
    session.send({ type: "chooseJourney", definitionId: "passport" });
    await settle();
    expect(session.getSnapshot().token).toMatchObject({
      status: "waitingToRetry",
      definitionId: "passport",
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(host.tokenDefinitionIds).toEqual([undefined, "passport", "passport"]);
    expect(session.getSnapshot().journey).toMatchObject({ journeyId: "J-1" });
  });

  it("stops at once, on the page, where no definition serves it", async () => {
    const host = fakeHost();
    host.tokenAnswers.push(new NoJourneyDefinitionsError());
    const session = sessionFor(host);
    session.start();
    await settle();
    expect(session.getSnapshot().token).toEqual({ status: "failed", reason: "noDefinitions" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.tokenRequests).toBe(1);
    expect(host.routes).toEqual([]);
  });
});
