import { describe, expect, it } from "vitest";
import type { StepRecord } from "./application-store/application-records.ts";
import { AnswersCache, type ApplicationAnswers } from "./answers-cache.ts";

const record = (step: string, value: number): StepRecord => ({
  step,
  variant: step,
  data: { value },
  schemaHash: "h",
  submittedAt: value,
});

const answers = (version: number, ...records: StepRecord[]): ApplicationAnswers => ({
  latest: new Map(records.map((r) => [r.step, r])),
  documentScanned: false,
  version,
});

describe("AnswersCache", () => {
  it("keeps the answers plus a save made over them, without changing the answers read", () => {
    const cache = new AnswersCache();
    const read = answers(3, record("a", 1));
    cache.keep("app", read);
    cache.saved("app", read, record("b", 2), 4);
    const kept = cache.get("app")!;
    expect(kept.version).toBe(4);
    expect([...kept.latest.keys()]).toEqual(["a", "b"]);
    expect([...read.latest.keys()]).toEqual(["a"]);
    // A repeat (the version stays) keeps what is kept.
    cache.saved("app", kept, record("b", 2), 4);
    expect(cache.get("app")).toBe(kept);
  });

  it("does not let a save over answers read earlier replace newer ones", () => {
    const cache = new AnswersCache();
    const older = answers(1);
    const newer = answers(2, record("a", 1));
    cache.keep("app", newer);
    cache.saved("app", older, record("b", 1), 2);
    expect(cache.get("app")).toBe(newer);
  });

  it("keeps at most its capacity, dropping the one used longest ago", () => {
    const cache = new AnswersCache(2);
    cache.keep("a", answers(1));
    cache.keep("b", answers(1));
    cache.get("a");
    cache.keep("c", answers(1));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.size).toBe(2);
    cache.forget("a");
    expect(cache.get("a")).toBeUndefined();
  });
});
