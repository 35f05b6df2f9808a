import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDENTITY_JOURNEY } from "./identity-journey.ts";
import { SCAN_SESSION, fakeHost, sessionFor, settle, startedSession } from "./fake-host.ts";
import { returnsToDesktop } from "./capture-session.ts";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 0, 6, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("capture session for views", () => {
  it("keeps the snapshot's identity until the state changes, and freezes it", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    const first = session.getSnapshot();
    expect(session.getSnapshot()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.journey)).toBe(true);

    session.send({ type: "recommendMobileProceed" });
    expect(session.getSnapshot()).toBe(first);
    session.send({ type: "transferStarted" });
    expect(session.getSnapshot()).not.toBe(first);
    expect(first.journey?.pending).toBe("none");
  });

  it("tells subscribers about changes only, until they unsubscribe", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);

    session.send({ type: "transferStarted" });
    expect(listener).toHaveBeenCalledTimes(1);
    session.send({ type: "transferStarted" });
    session.send({ type: "clear" });
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    session.send({ type: "transferFailed" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("tells subscribers when the scan token arrives", async () => {
    const host = fakeHost();
    host.tokenAnswers.push({
      gbgToken: "t",
      journeyId: "J-2",
      clientId: "c",
      backendUrl: "https://scan.example/",
    });
    const session = sessionFor(host);
    const listener = vi.fn(() => session.getSnapshot().journey?.journeyId);
    session.subscribe(listener);
    session.start();
    await settle();
    expect(listener).toHaveBeenLastCalledWith();
    expect(listener).toHaveLastReturnedWith("J-2");
  });

  it("stops its timers and drops events and late answers once disposed", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    session.send({ type: "transferStarted" });
    host.resultAnswers.push(new Error("late"));
    session.send({ type: "transferComplete" });
    session.dispose();
    await settle();
    expect(session.getSnapshot().journey?.pending).toBe("result");
    expect(session.send({ type: "cancel" })).toEqual({
      ok: false,
      error: { code: "sessionStopped" },
    });
    expect(host.notices.map(([status]) => status)).toEqual(["start"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("resumes where it was when started again after dispose, as React's StrictMode does", async () => {
    const host = fakeHost();
    host.tokenAnswers.push(SCAN_SESSION);
    const session = sessionFor(host);
    session.start();
    session.dispose();
    session.start();
    await settle();
    expect(host.tokenRequests).toBe(1);
    expect(session.getSnapshot().journey?.state).toBe("started");

    session.send({ type: "transferStarted" });
    await vi.advanceTimersByTimeAsync(10_000);
    session.dispose();
    await vi.advanceTimersByTimeAsync(5_000);
    session.start();
    // The timer keeps its moment: 30 s after the transfer started, not 30 s of running time.
    await vi.advanceTimersByTimeAsync(14_999);
    expect(host.reports).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.reports).toMatchObject([{ type: 1, isTimeout: true }]);
  });

  it("goes on when a notify-journey call fails, handing the failure to onPortError", async () => {
    const host = fakeHost();
    const failures: unknown[] = [];
    host.ports.notifyJourney = () => Promise.reject(new Error("status error"));
    host.ports.onPortError = (port, error) => failures.push([port, (error as Error).message]);
    const session = await startedSession(host);
    session.send({ type: "clear" });
    await settle();
    expect(failures).toEqual([
      ["notifyJourney", "status error"],
      ["notifyJourney", "status error"],
    ]);
    expect(session.getSnapshot().journey?.state).toBe("started");
  });

  it("uses flows/identity-journey.json when no definition is given", async () => {
    const session = await startedSession(fakeHost());
    expect(session.getSnapshot().journey?.action).toBe(IDENTITY_JOURNEY.steps[0].action);
  });

  it("returns to the desktop when the page query has mobile=true or qrCode=true", () => {
    expect(returnsToDesktop(new URLSearchParams("mobile=true"))).toBe(true);
    expect(returnsToDesktop(new URLSearchParams("qrCode=true&lang=pl"))).toBe(true);
    expect(returnsToDesktop(new URLSearchParams("mobile=false"))).toBe(false);
    expect(returnsToDesktop(new URLSearchParams(""))).toBe(false);
  });
});
