import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { sampleProcessUsage } from "./proc-sampler.ts";

describe("sampleProcessUsage", () => {
  it("counts a busy process started after the sampling began, its page faults, and little of an idle one", async () => {
    // This test's own processes, told apart by an argument of theirs from those of the tests
    // running beside it (a test runner starts Node.js processes of its own meanwhile).
    const mark = `proc-sampler-test-${process.pid}`;
    const sampler = sampleProcessUsage(50, (argv) => (argv.endsWith(mark) ? "this test" : "other"));
    const run = (script: string) =>
      new Promise<void>((resolve) =>
        spawn(process.execPath, ["-e", script, mark], { stdio: "ignore" }).on("exit", () =>
          resolve(),
        ),
      );
    // Half a second of processor time, user and system (the loop's own look at its time is a
    // system call), however long a busy machine takes to give it, with 64 MiB of fresh memory
    // touched once a 4 KiB page (16,384 faults), then held until a second has passed; and a
    // second's sleep, as two other Node.js processes.
    await Promise.all([
      run(
        "const b = new Uint8Array(64 << 20); for (let i = 0; i < b.length; i += 4096) b[i] = 1;" +
          "for (let used = process.cpuUsage(); used.user + used.system < 500_000; used = process.cpuUsage());" +
          "setTimeout(() => b.length, 1000);",
      ),
      run("setTimeout(() => {}, 1000)"),
    ]);
    const totals = new Map(sampler.totals().map((usage) => [usage.kind, usage]));
    sampler.stop();
    const node = totals.get("this test") ?? { seconds: 0, faults: 0 };
    // The busy one's half second, less what ended between two looks; the idle one adds its start.
    expect(node.seconds).toBeGreaterThan(0.3);
    expect(node.seconds).toBeLessThan(2);
    // The touched pages, seen while the process held them; two Node.js starts add a few thousand.
    expect(node.faults).toBeGreaterThan(16_384);
    expect(node.faults).toBeLessThan(200_000);
  });
});
