import { describe, expect, it } from "vitest";
import { FieldValidationQueue } from "./field-validation-queue.ts";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("FieldValidationQueue", () => {
  it("ignores the answer of an older call once a newer one for the same field started, and aborts it", async () => {
    const queue = new FieldValidationQueue();
    const older = deferred<string[]>();
    const newer = deferred<string[]>();
    let olderSignal: AbortSignal | undefined;
    const applied: string[][] = [];
    const first = queue.run(
      "email",
      (signal) => ((olderSignal = signal), older.promise),
      (m) => applied.push(m),
    );
    const second = queue.run(
      "email",
      () => newer.promise,
      (m) => applied.push(m),
    );
    expect(olderSignal?.aborted).toBe(true);
    newer.resolve(["new"]);
    older.resolve(["old"]);
    await Promise.all([first, second]);
    expect(applied).toEqual([["new"]]);
  });

  it("ignores the older answer even when it arrives after the newer one", async () => {
    const queue = new FieldValidationQueue();
    const older = deferred<string[]>();
    const applied: string[][] = [];
    const first = queue.run(
      "email",
      () => older.promise,
      (m) => applied.push(m),
    );
    await queue.run(
      "email",
      async () => ["new"],
      (m) => applied.push(m),
    );
    older.resolve(["old"]);
    await first;
    expect(applied).toEqual([["new"]]);
  });

  it("applies the answers of calls for different fields", async () => {
    const queue = new FieldValidationQueue();
    const applied: Record<string, string[]> = {};
    await Promise.all([
      queue.run(
        "email",
        async () => ["bad email"],
        (m) => (applied.email = m),
      ),
      queue.run(
        "pesel",
        async () => ["bad pesel"],
        (m) => (applied.pesel = m),
      ),
    ]);
    expect(applied).toEqual({ email: ["bad email"], pesel: ["bad pesel"] });
  });

  it("settles only when every call in flight has settled", async () => {
    const queue = new FieldValidationQueue();
    const a = deferred<string[]>();
    const b = deferred<string[]>();
    queue.run(
      "a",
      () => a.promise,
      () => {},
    );
    queue.run(
      "b",
      () => b.promise,
      () => {},
    );
    expect(queue.pendingFields).toEqual(["a", "b"]);
    let settled = false;
    const waiting = queue.settled().then(() => (settled = true));
    a.resolve([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    b.resolve([]);
    await waiting;
    expect(settled).toBe(true);
    expect(queue.pendingFields).toEqual([]);
  });

  it("treats a failed call as settled without applying anything", async () => {
    const queue = new FieldValidationQueue();
    const applied: string[][] = [];
    await queue.run(
      "email",
      async () => Promise.reject(new Error("network")),
      (m) => applied.push(m),
    );
    await queue.settled();
    expect(applied).toEqual([]);
    expect(queue.pendingFields).toEqual([]);
  });

  it("applies nothing when the task answers undefined", async () => {
    const queue = new FieldValidationQueue();
    const applied: string[][] = [];
    await queue.run(
      "email",
      async () => undefined,
      (m) => applied.push(m),
    );
    expect(applied).toEqual([]);
  });
});
