import { describe, expect, it, vi } from "vitest";
import type { DeletedCounts } from "../storage/expired-data.ts";
import { CleanupJob } from "./cleanup-job.ts";

const NOTHING: DeletedCounts = { sessions: 0, challenges: 0, codes: 0, applications: 0 };
const DAY = 86_400_000;

describe("CleanupJob", () => {
  it("asks to delete what expired by now and what was abandoned before the limit", async () => {
    const deleteExpired = vi.fn(() => Promise.resolve(NOTHING));
    const job = new CleanupJob({
      intervalMs: 60_000,
      abandonedApplicationMs: 30 * DAY,
      deleteExpired,
      log: { info: vi.fn(), warn: vi.fn() },
      now: () => 100 * DAY,
    });
    await job.runOnce();
    expect(deleteExpired).toHaveBeenCalledWith({ now: 100 * DAY, abandonedBefore: 70 * DAY });
  });

  it("runs at start and then every interval, logs what it deleted, and stops", async () => {
    vi.useFakeTimers();
    try {
      const deleted = { sessions: 2, challenges: 0, codes: 3, applications: 1 };
      const deleteExpired = vi.fn(() => Promise.resolve(deleted));
      const log = { info: vi.fn(), warn: vi.fn() };
      const job = new CleanupJob({
        intervalMs: 60_000,
        abandonedApplicationMs: DAY,
        deleteExpired,
        log,
      });
      job.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(deleteExpired).toHaveBeenCalledTimes(1);
      expect(log.info).toHaveBeenCalledWith({ deleted }, "clean-up: expired data deleted");
      await vi.advanceTimersByTimeAsync(59_999);
      expect(deleteExpired).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(deleteExpired).toHaveBeenCalledTimes(2);

      await job.stop();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(deleteExpired).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("logs a failed run and tries again at the next interval", async () => {
    vi.useFakeTimers();
    try {
      const failure = new Error("Connection terminated unexpectedly");
      const deleteExpired = vi
        .fn<() => Promise<DeletedCounts>>()
        .mockRejectedValueOnce(failure)
        .mockResolvedValue(NOTHING);
      const log = { info: vi.fn(), warn: vi.fn() };
      const job = new CleanupJob({
        intervalMs: 1000,
        abandonedApplicationMs: DAY,
        deleteExpired,
        log,
      });
      job.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(log.warn).toHaveBeenCalledWith(
        { err: failure },
        "clean-up failed; the next run tries again",
      );
      await vi.advanceTimersByTimeAsync(1000);
      expect(deleteExpired).toHaveBeenCalledTimes(2);
      expect(log.info).not.toHaveBeenCalled();
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("stop() waits for a run in progress, so the database is not closed under it", async () => {
    let finish: () => void = () => undefined;
    const deleteExpired = vi.fn(
      () => new Promise<DeletedCounts>((resolve) => (finish = () => resolve(NOTHING))),
    );
    const job = new CleanupJob({
      intervalMs: 60_000,
      abandonedApplicationMs: DAY,
      deleteExpired,
      log: { info: vi.fn(), warn: vi.fn() },
    });
    job.start();
    await vi.waitFor(() => expect(deleteExpired).toHaveBeenCalledTimes(1));
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
