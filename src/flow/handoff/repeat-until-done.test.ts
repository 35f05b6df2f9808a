import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { repeatUntilDone } from "./repeat-until-done.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("repeatUntilDone", () => {
  it("notifies the QR scan every second until the server has it", async () => {
    const answers = [false, false, true];
    const attempt = vi.fn(() => Promise.resolve(answers.shift() ?? true));
    repeatUntilDone(attempt, { everyMs: 1000, maxAttempts: 10 });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it("gives up after the last attempt (10 in 10 s), a failed call counting as not done", async () => {
    const attempt = vi.fn(() => Promise.reject(new Error("offline")));
    repeatUntilDone(attempt, { everyMs: 1000, maxAttempts: 10 });
    await vi.advanceTimersByTimeAsync(9000);
    expect(attempt).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(10);
  });

  it("notifies the return to the desktop at most 3 times, 3 s apart", async () => {
    const attempt = vi.fn(() => Promise.resolve(false));
    repeatUntilDone(attempt, { everyMs: 3000, maxAttempts: 3 });
    await vi.advanceTimersByTimeAsync(2999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3001);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it("stops when told, with no attempt after", async () => {
    const attempt = vi.fn(() => Promise.resolve(false));
    const stop = repeatUntilDone(attempt, { everyMs: 1000, maxAttempts: 10 });
    await vi.advanceTimersByTimeAsync(1500);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});
