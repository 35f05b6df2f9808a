import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { sampleProcessorTime } from "./proc-sampler.ts";

describe("sampleProcessorTime", () => {
  it("counts a busy process started after the sampling began, and nothing of an idle one", async () => {
    const sampler = sampleProcessorTime(50);
    const run = (script: string) =>
      new Promise<void>((resolve) =>
        spawn(process.execPath, ["-e", script], { stdio: "ignore" }).on("exit", () => resolve()),
      );
    // Half a second of processor time (however long a busy machine takes to give it), and a
    // second's sleep, as two other Node.js processes.
    await Promise.all([
      run("while (process.cpuUsage().user < 500_000);"),
      run("setTimeout(() => {}, 1000)"),
    ]);
    const totals = new Map(sampler.totals());
    sampler.stop();
    const node = totals.get("other Node.js") ?? 0;
    // The busy one's half second, less what ended between two looks; the idle one adds its start.
    expect(node).toBeGreaterThan(0.3);
    expect(node).toBeLessThan(2);
  });
});
