import { describe, expect, it } from "vitest";
import { cpuTimeOf, parseProcStat } from "./process-cpu.ts";

describe("parseProcStat", () => {
  it("reads utime and stime, counting fields from the last parenthesis of the name", () => {
    const line =
      "4242 (node (a) b) S 1 4242 4242 0 -1 4194560 8812 0 3 0 1234 567 0 0 20 0 11 0 99 0 0";
    expect(parseProcStat(line, 10)).toEqual({ userMs: 12_340, systemMs: 5_670 });
  });

  it("refuses a line that is not a stat line", () => {
    expect(() => parseProcStat("nothing here", 10)).toThrow(/not a \/proc/);
  });
});

describe("cpuTimeOf", () => {
  it("grows as this process works", () => {
    const before = cpuTimeOf(process.pid);
    if (!before) return expect(process.platform).not.toBe("linux");
    const end = Date.now() + 60;
    let spin = 0;
    while (Date.now() < end) spin++;
    const after = cpuTimeOf(process.pid)!;
    expect(spin).toBeGreaterThan(0);
    expect(after.userMs + after.systemMs).toBeGreaterThan(before.userMs + before.systemMs);
  });

  it("answers undefined for a process that does not exist", () => {
    expect(cpuTimeOf(2 ** 30)).toBeUndefined();
  });
});
