import { describe, expect, it } from "vitest";
import { MemoryCounters } from "./memory-counters.ts";

const MINUTE = 60_000;

describe("MemoryCounters", () => {
  it("counts hits in a window that opens with the first hit, and starts again once it closed", async () => {
    const counters = new MemoryCounters();
    expect(await counters.count("a", 1000, MINUTE)).toEqual({ hits: 1, windowStart: 1000 });
    expect(await counters.count("a", 1000 + MINUTE - 1, MINUTE)).toEqual({
      hits: 2,
      windowStart: 1000,
    });
    expect(await counters.count("a", 1000 + MINUTE, MINUTE)).toEqual({
      hits: 1,
      windowStart: 1000 + MINUTE,
    });
  });

  it("takes a hit back never below zero, and forgets a counter on reset", async () => {
    const counters = new MemoryCounters();
    await counters.count("a", 0, MINUTE);
    await counters.undo("a");
    await counters.undo("a");
    expect(await counters.count("a", 1, MINUTE)).toEqual({ hits: 1, windowStart: 0 });
    await counters.reset("a");
    expect(await counters.count("a", 2, MINUTE)).toEqual({ hits: 1, windowStart: 2 });
  });

  it("keeps at most `capacity` counters, dropping the one whose window opened first", async () => {
    const counters = new MemoryCounters(2);
    await counters.count("first", 0, MINUTE);
    await counters.count("second", 1, MINUTE);
    await counters.count("first", 2, MINUTE);
    await counters.count("third", 3, MINUTE);
    expect(counters.size).toBe(2);
    // "first" opened its window before "second": it went, and counts from one again.
    expect(await counters.count("second", 4, MINUTE)).toEqual({ hits: 2, windowStart: 1 });
    expect(await counters.count("first", 5, MINUTE)).toEqual({ hits: 1, windowStart: 5 });
  });

  it("purges the counters whose window opened at or before a time", async () => {
    const counters = new MemoryCounters();
    await counters.count("old", 0, MINUTE);
    await counters.count("new", 10, MINUTE);
    await counters.purge(0);
    expect(counters.size).toBe(1);
    expect(await counters.count("new", 11, MINUTE)).toEqual({ hits: 2, windowStart: 10 });
  });
});
