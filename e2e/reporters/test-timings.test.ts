import { describe, expect, it } from "vitest";
import {
  RENDERER_TIME_ANNOTATION,
  rendererSecondsOf,
  rendererTimeByFile,
  slowestTests,
  timingTitle,
  waitsOf,
  type TimedStep,
} from "./test-timings.ts";

describe("timingTitle", () => {
  it("names the project, the file, the describe blocks and the test", () => {
    const path = [
      "",
      "desktop",
      "e2e/visual-baselines.e2e.ts",
      "390 px",
      "persona, en: every step",
    ];
    expect(timingTitle("desktop", "visual-baselines.e2e.ts", path)).toBe(
      "[desktop] visual-baselines.e2e.ts › 390 px › persona, en: every step",
    );
  });

  it("tells apart one test title under two describe blocks", () => {
    const titleUnder = (block: string) =>
      timingTitle("desktop", "a.e2e.ts", ["", "desktop", "e2e/a.e2e.ts", block, "same"]);
    expect(titleUnder("1280 px")).not.toBe(titleUnder("390 px"));
  });

  it("is the file and the test for a test outside any describe block", () => {
    expect(timingTitle(undefined, "a.e2e.ts", ["", "", "e2e/a.e2e.ts", "one"])).toBe(
      "[?] a.e2e.ts › one",
    );
  });
});

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

describe("renderer time", () => {
  it("sums a test's renderer annotations, its phones' among them, and ignores the others", () => {
    expect(
      rendererSecondsOf([
        { type: RENDERER_TIME_ANNOTATION, description: "2.500" },
        { type: "issue", description: "59" },
        { type: RENDERER_TIME_ANNOTATION, description: "1.250" },
        { type: RENDERER_TIME_ANNOTATION, description: "not a number" },
      ]),
    ).toBe(3.75);
  });

  it("is unknown for a test whose pages reported none", () => {
    expect(rendererSecondsOf([{ type: "issue", description: "59" }])).toBeUndefined();
  });

  it("sums by file over both projects, dearest first, and leaves out tests without a figure", () => {
    const timing = (title: string, rendererSeconds?: number) => ({
      title,
      ms: 1000,
      waits: {},
      ...(rendererSeconds === undefined ? {} : { rendererSeconds }),
    });
    const files = rendererTimeByFile(
      [
        timing("[desktop] a.e2e.ts › one", 2),
        timing("[phone] a.e2e.ts › one @walk", 3),
        timing("[desktop] b.e2e.ts › on the phone › two", 9),
        timing("[desktop] c.e2e.ts › three"),
        timing("[desktop] d.e2e.ts › four", 1),
      ],
      2,
    );
    expect(files).toEqual([
      { file: "b.e2e.ts", seconds: 9, tests: 1 },
      { file: "a.e2e.ts", seconds: 5, tests: 2 },
    ]);
  });
});
