import { describe, expect, it } from "vitest";
import { floodVerdict, MIN_FLOOD_SAMPLES } from "./flood-verdict.ts";

const steady = (ms: number, count = 200) => Array<number>(count).fill(ms);

describe("the login flood's verdict", () => {
  it("passes a p99 within the bound and says both figures", () => {
    const verdict = floodVerdict({ latencies: steady(40), failed: 0, maxP99Ms: 500 });
    expect(verdict).toEqual({
      passed: true,
      line: "passed: static p99 during the flood is 40.0 ms, within the bound of 500 ms (--max-p99)",
    });
  });

  it("fails a p99 above the bound, naming the bound and its flag", () => {
    // Three slow answers in 200: the 99th percentile (by nearest rank) is the first of them.
    const latencies = [...steady(5, 197), 700, 750, 800];
    const verdict = floodVerdict({ latencies, failed: 0, maxP99Ms: 500 });
    expect(verdict.passed).toBe(false);
    expect(verdict.line).toBe(
      "FAILED: static p99 during the flood is 700.0 ms, above the bound of 500 ms (--max-p99)",
    );
  });

  it("fails a flood too short to have a p99 rather than passing it", () => {
    const verdict = floodVerdict({
      latencies: steady(1, MIN_FLOOD_SAMPLES - 1),
      failed: 0,
      maxP99Ms: 500,
    });
    expect(verdict.passed).toBe(false);
    expect(verdict.line).toMatch(/^FAILED: only 49 static requests ran during the flood/);
  });

  it("fails when a static request was not answered", () => {
    const verdict = floodVerdict({ latencies: steady(1), failed: 2, maxP99Ms: 500 });
    expect(verdict).toMatchObject({ passed: false, line: expect.stringMatching(/^FAILED: 2 /) });
  });
});
