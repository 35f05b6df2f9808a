import { describe, expect, it } from "vitest";
import { slowestTests, waitsOf, type TimedStep } from "./test-timings.ts";

describe("slowestTests", () => {
  it("keeps the slowest, slowest first", () => {
    const timings = [5, 40, 12, 33, 7].map((ms) => ({ title: `t${ms}`, ms, waits: {} }));
    expect(slowestTests(timings, 3).map((t) => t.ms)).toEqual([40, 33, 12]);
  });

  it("leaves the run's own list in its order", () => {
    const timings = [1, 3, 2].map((ms) => ({ title: `t${ms}`, ms, waits: {} }));
    slowestTests(timings, 2);
    expect(timings.map((t) => t.ms)).toEqual([1, 3, 2]);
  });
});

describe("waitsOf", () => {
  const step = (title: string, duration: number, steps: TimedStep[] = []): TimedStep => ({
    title,
    duration,
    steps,
  });

  it("sums the named waits by kind, nested in other steps or not", () => {
    const steps = [
      step("wait: bot check", 900),
      step("Before Hooks", 3000, [step("wait: server start", 2500)]),
      step("fill in the form", 4000, [step("wait: bot check", 600), step("click", 50)]),
      step("expect.toBeVisible", 120),
    ];
    expect(waitsOf(steps)).toEqual({ "bot check": 1500, "server start": 2500 });
  });

  it("counts a wait inside a wait once, as the outer one", () => {
    expect(waitsOf([step("wait: document check", 800, [step("wait: bot check", 300)])])).toEqual({
      "document check": 800,
    });
  });
});
