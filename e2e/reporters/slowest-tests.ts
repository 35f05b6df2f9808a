/**
 * A Playwright reporter that prints, at the end of a run, the ten slowest tests and what each
 * spent in the named waits of e2e/waits.ts (the bot check, a server's start, the camera's
 * warm-up, the server's document check, the page guard), and the ten test files whose pages cost
 * Chromium's renderers the most processor time (e2e/renderer-time.ts); it writes the slowest as
 * JSON to test-results/slowest-tests.json for docs/PERFORMANCE.md's CI section, and every test's
 * timing, with its renderer time, worker and start, to test-results/test-timings.json.
 */
import fs from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import {
  rendererSecondsOf,
  rendererTimeByFile,
  slowestTests,
  timingTitle,
  waitsOf,
  type TestTiming,
} from "./test-timings.ts";

const SHOWN = 10;

export default class SlowestTests implements Reporter {
  private readonly timings: TestTiming[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.timings.push({
      title: timingTitle(
        test.parent.project()?.name,
        path.basename(test.location.file),
        test.titlePath(),
      ),
      ms: result.duration,
      waits: waitsOf(result.steps),
      rendererSeconds: rendererSecondsOf(result.annotations),
      worker: result.workerIndex,
      startedAt: result.startTime.toISOString(),
    });
  }

  onEnd(_result: FullResult): void {
    const slowest = slowestTests(this.timings, SHOWN);
    if (!slowest.length) return;
    console.log(`\nThe ${slowest.length} slowest browser tests (s; of it waiting):`);
    for (const timing of slowest) {
      const waits = Object.entries(timing.waits)
        .map(([kind, ms]) => `${kind} ${(ms / 1000).toFixed(1)}`)
        .join(", ");
      console.log(
        `  ${(timing.ms / 1000).toFixed(1).padStart(6)}  ${timing.title}${waits ? `  (${waits})` : ""}`,
      );
    }
    const files = rendererTimeByFile(this.timings, SHOWN);
    if (files.length) {
      console.log(
        `\nThe ${files.length} test files whose pages cost the renderers most (processor s):`,
      );
      for (const { file, seconds, tests } of files)
        console.log(
          `  ${seconds.toFixed(1).padStart(6)}  ${file} (${tests} ${tests === 1 ? "test" : "tests"})`,
        );
    }
    fs.mkdirSync("test-results", { recursive: true });
    fs.writeFileSync(
      path.join("test-results", "slowest-tests.json"),
      `${JSON.stringify(slowest, null, 2)}\n`,
    );
    fs.writeFileSync(
      path.join("test-results", "test-timings.json"),
      `${JSON.stringify(this.timings, null, 2)}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
