import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPolling, type PollVerdict } from "./polling.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("startPolling", () => {
  it("checks at once, then every 5 s after each answer, until a check says stop", async () => {
    const verdicts: PollVerdict[] = ["continue", "continue", "stop"];
    const check = vi.fn(() => Promise.resolve(verdicts.shift() ?? "stop"));
    startPolling(check, { everyMs: 5000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("waits for a slow answer before counting the next interval", async () => {
    let answer: (verdict: PollVerdict) => void = () => undefined;
    const check = vi.fn(() => new Promise<PollVerdict>((resolve) => (answer = resolve)));
    startPolling(check, { everyMs: 4000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
    answer("continue");
    await vi.advanceTimersByTimeAsync(3999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("keeps polling after a failed check", async () => {
    const check = vi
      .fn<() => Promise<PollVerdict>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue("continue");
    startPolling(check, { everyMs: 4000 });
    await vi.advanceTimersByTimeAsync(4000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("checks at once on pollNow and restarts the interval from there, never twice at a time", async () => {
    let answer: (verdict: PollVerdict) => void = () => undefined;
    const check = vi.fn(() => new Promise<PollVerdict>((resolve) => (answer = resolve)));
    const poller = startPolling(check, { everyMs: 5000 });
    poller.pollNow();
    expect(check).toHaveBeenCalledTimes(1);
    answer("continue");
    await vi.advanceTimersByTimeAsync(2000);
    poller.pollNow();
    expect(check).toHaveBeenCalledTimes(2);
    answer("continue");
    await vi.advanceTimersByTimeAsync(4999);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("stops when told", async () => {
    const check = vi.fn(() => Promise.resolve<PollVerdict>("continue"));
    const poller = startPolling(check, { everyMs: 5000 });
    await vi.advanceTimersByTimeAsync(0);
    poller.stop();
    poller.pollNow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
