import { describe, expect, it } from "vitest";
import { HashingBusyError, PasswordHashQueue } from "./password-hash-queue.ts";

/** A task that runs until the test releases it, and says when it started. */
function heldTask(started: string[], name: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const task = async () => {
    started.push(name);
    await held;
    return name;
  };
  return { task, release };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("PasswordHashQueue", () => {
  it("runs at most `concurrency` tasks at once, the waiting ones in the order they came", async () => {
    const queue = new PasswordHashQueue({ concurrency: 2, maxWaiting: 10 });
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => heldTask(started, name));
    const results = tasks.map(({ task }) => queue.run(task));
    await settle();
    expect(started).toEqual(["a", "b"]);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });

    tasks[1]!.release();
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    expect(queue.load).toEqual({ running: 2, waiting: 1 });

    tasks[0]!.release();
    tasks[2]!.release();
    tasks[3]!.release();
    await expect(Promise.all(results)).resolves.toEqual(["a", "b", "c", "d"]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses at once, without running it, a task that finds the waiting line full", async () => {
    const queue = new PasswordHashQueue({ concurrency: 1, maxWaiting: 1 });
    const started: string[] = [];
    const running = heldTask(started, "running");
    const waiting = heldTask(started, "waiting");
    const first = queue.run(running.task);
    const second = queue.run(waiting.task);
    expect(queue.hasRoom).toBe(false);
    await expect(queue.run(() => Promise.resolve("refused"))).rejects.toBeInstanceOf(
      HashingBusyError,
    );
    running.release();
    waiting.release();
    await expect(Promise.all([first, second])).resolves.toEqual(["running", "waiting"]);
    expect(started).toEqual(["running", "waiting"]);
    expect(queue.hasRoom).toBe(true);
    await expect(queue.run(() => Promise.resolve("room again"))).resolves.toBe("room again");
  });

  it("frees the turn of a task that fails", async () => {
    const queue = new PasswordHashQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error("scrypt failed")))).rejects.toThrow(
      "scrypt failed",
    );
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    await expect(queue.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
