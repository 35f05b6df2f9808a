import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { sampleProcessorTime } from "./proc-sampler.ts";

describe("sampleProcessorTime", () => {
  it("counts a busy process started after the sampling began, and nothing of an idle one", async () => {
    // This test's own processes, told apart by an argument of theirs from those of the tests
    // running beside it (a test runner starts Node.js processes of its own meanwhile).
    const mark = `proc-sampler-test-${process.pid}`;
    const sampler = sampleProcessorTime(50, (argv) =>
      argv.endsWith(mark) ? "this test" : "other",
    );
    const run = (script: string) =>
      new Promise<void>((resolve) =>
        spawn(process.execPath, ["-e", script, mark], { stdio: "ignore" }).on("exit", () =>
          resolve(),
        ),
      );
    // Half a second of processor time, user and system (the loop's own look at its time is a
    // system call), however long a busy machine takes to give it, and a second's sleep, as two
    // other Node.js processes.
    await Promise.all([
      run(
        "for (let used = process.cpuUsage(); used.user + used.system < 500_000; used = process.cpuUsage());",
      ),
      run("setTimeout(() => {}, 1000)"),
    ]);
    const totals = new Map(sampler.totals());
    sampler.stop();
    const node = totals.get("this test") ?? 0;
    // The busy one's half second, less what ended between two looks; the idle one adds its start.
    expect(node).toBeGreaterThan(0.3);
    expect(node).toBeLessThan(2);
  });
});
