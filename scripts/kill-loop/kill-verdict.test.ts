import { describe, expect, it } from "vitest";
import { killLoopFailures } from "./kill-verdict.ts";

describe("the kill loop's verdict", () => {
  it("passes writes of every kind acknowledged and none lost", () => {
    const acknowledged = { application: 30, event: 31, submission: 29 };
    expect(killLoopFailures({ acknowledged, lost: 0, minAcknowledged: 20 })).toEqual([]);
  });

  it("fails a loop in which no write was acknowledged, though none was lost", () => {
    const acknowledged = { application: 0, event: 0, submission: 0 };
    expect(killLoopFailures({ acknowledged, lost: 0, minAcknowledged: 1 })).toEqual([
      "FAILED: 0 applications acknowledged, fewer than the minimum of 1 (--min-acknowledged): the loop proved nothing about them",
      "FAILED: 0 analytics events acknowledged, fewer than the minimum of 1 (--min-acknowledged): the loop proved nothing about them",
      "FAILED: 0 step submissions acknowledged, fewer than the minimum of 1 (--min-acknowledged): the loop proved nothing about them",
    ]);
  });

  it("names the one kind whose writes were all refused", () => {
    const acknowledged = { application: 500, event: 480, submission: 0 };
    const failures = killLoopFailures({ acknowledged, lost: 0, minAcknowledged: 18 });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^FAILED: 0 step submissions acknowledged/);
  });

  it("fails a lost write whatever else", () => {
    const acknowledged = { application: 500, event: 480, submission: 470 };
    expect(killLoopFailures({ acknowledged, lost: 2, minAcknowledged: 18 })).toEqual([
      "FAILED: 2 acknowledged writes are not in the database",
    ]);
  });
});
