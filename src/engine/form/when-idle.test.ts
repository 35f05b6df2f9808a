import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("runs the work in the browser's idle callback, within the time given, and can cancel it", () => {
    const requested: { work: () => void; timeout: number | undefined }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal("requestIdleCallback", (work: () => void, options?: { timeout?: number }) => {
      requested.push({ work, timeout: options?.timeout });
      return requested.length;
    });
    vi.stubGlobal("cancelIdleCallback", (handle: number) => cancelled.push(handle));
    const work = vi.fn();
    const cancel = whenIdle(work, 500);
    expect(requested).toHaveLength(1);
    expect(requested[0]!.timeout).toBe(500);
    expect(work).not.toHaveBeenCalled();
    requested[0]!.work();
    expect(work).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it("runs the work after the current task where the browser has no idle callbacks", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
    const cancelledWork = vi.fn();
    whenIdle(cancelledWork)();
    vi.runAllTimers();
    expect(cancelledWork).not.toHaveBeenCalled();
  });
});
