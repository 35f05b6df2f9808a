import { describe, expect, it } from "vitest";
import { HangGuardedWorker, WorkerDeadlineError } from "./hang-guarded-worker.ts";

interface FakeWorker {
  id: number;
  ended: boolean;
}

/** Workers numbered from 1; `hangs` names those whose jobs never answer. */
function fakeWorkers(hangs: number[] = [], startHangs: number[] = []) {
  const started: FakeWorker[] = [];
  const guarded = new HangGuardedWorker<FakeWorker>({
    start: () => {
      const worker = { id: started.length + 1, ended: false };
      started.push(worker);
      return startHangs.includes(worker.id) ? new Promise(() => {}) : Promise.resolve(worker);
    },
    end: async (worker) => {
      worker.ended = true;
    },
    deadlineMs: 50,
  });
  const read = (text: string) =>
    guarded.run((worker) =>
      hangs.includes(worker.id)
        ? new Promise<string>(() => {})
        : Promise.resolve(`${text} by ${worker.id}`),
    );
  return { guarded, started, read };
}

describe("a worker guarded against hanging", () => {
  it("runs every job on the one worker while it answers", async () => {
    const { started, read, guarded } = fakeWorkers();
    expect(await Promise.all([read("a"), read("b"), read("c")])).toEqual([
      "a by 1",
      "b by 1",
      "c by 1",
    ]);
    expect(started).toHaveLength(1);
    expect(guarded.replaced).toBe(0);
  });

  it("ends a worker that does not answer and gives the job to a new one", async () => {
    const { started, read, guarded } = fakeWorkers([1]);
    expect(await read("a")).toBe("a by 2");
    expect(await read("b")).toBe("b by 2");
    expect(started.map((worker) => worker.ended)).toEqual([true, false]);
    expect(guarded.replaced).toBe(1);
  });

  it("replaces a worker whose start never ends", async () => {
    const { started, read } = fakeWorkers([], [1]);
    expect(await read("a")).toBe("a by 2");
    expect(started).toHaveLength(2);
  });

  it("fails the job when the new worker does not answer either, and the next job still runs", async () => {
    const { read } = fakeWorkers([1, 2]);
    await expect(read("a")).rejects.toBeInstanceOf(WorkerDeadlineError);
    expect(await read("b")).toBe("b by 3");
  });

  it("starts each job's deadline at its turn, not while it queues behind others", async () => {
    const started: number[] = [];
    const guarded = new HangGuardedWorker({
      start: async () => started.push(1),
      end: async () => undefined,
      deadlineMs: 50,
    });
    const slow = (ms: number) =>
      guarded.run(() => new Promise<number>((resolve) => setTimeout(() => resolve(ms), ms)));
    // Four jobs of 30 ms each: the last waits 90 ms for its turn, beyond the deadline.
    expect(await Promise.all([slow(30), slow(30), slow(30), slow(30)])).toEqual([30, 30, 30, 30]);
    expect(started).toHaveLength(1);
  });

  it("passes a job's own failure on without replacing its worker", async () => {
    const { guarded, started } = fakeWorkers();
    await expect(guarded.run(() => Promise.reject(new Error("unreadable")))).rejects.toThrow(
      "unreadable",
    );
    expect(await guarded.run(async (worker) => worker.id)).toBe(1);
    expect(started).toHaveLength(1);
  });

  it("lets the jobs given before it is ended finish first", async () => {
    const { guarded, started, read } = fakeWorkers();
    const pending = read("a");
    await guarded.end();
    expect(await pending).toBe("a by 1");
    expect(started[0]!.ended).toBe(true);
  });

  it("ends its worker when asked, and starts another for the next job", async () => {
    const { guarded, started, read } = fakeWorkers();
    await read("a");
    await guarded.end();
    expect(started[0]!.ended).toBe(true);
    expect(await read("b")).toBe("b by 2");
  });
});
