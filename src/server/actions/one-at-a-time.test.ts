import { describe, expect, it } from "vitest";
import { OneAtATime } from "./one-at-a-time.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("OneAtATime", () => {
  it("runs the work of one key in turn and of different keys side by side, and forgets idle keys", async () => {
    const queue = new OneAtATime();
    const log: string[] = [];
    const job = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      queue.run("a", job("a1")),
      queue.run("a", job("a2")),
      queue.run("b", job("b1")),
    ]);
    expect(results).toEqual(["a1", "a2", "b1"]);
    expect(log.indexOf("a2 start")).toBeGreaterThan(log.indexOf("a1 end"));
    expect(log.indexOf("b1 start")).toBeLessThan(log.indexOf("a1 end"));
    await tick();
    expect(queue.size).toBe(0);
  });

  it("goes on after a failed turn, and the failure reaches its own caller only", async () => {
    const queue = new OneAtATime();
    const failed = queue.run("a", () => Promise.reject(new Error("no")));
    const next = queue.run("a", () => Promise.resolve("yes"));
    await expect(failed).rejects.toThrow("no");
    await expect(next).resolves.toBe("yes");
  });
});
