import { describe, expect, it } from "vitest";
import { GroupedSaves, type SaveOutcome, type StepSave } from "./grouped-saves.ts";

function stepSave(applicationId: string, step = "personalDataConfirm"): StepSave {
  return {
    applicationId,
    step,
    variant: step,
    data: "{}",
    schemaHash: "hash",
    at: 1,
    readAtVersion: 3,
  };
}

/** A database that stores every save it gets, counting calls; `failing` ids throw inside. */
function fakeDatabase({
  failing = [] as string[],
  unavailable = false,
}: { failing?: string[]; unavailable?: boolean } = {}) {
  const calls: { one: string[]; many: string[][] } = { one: [], many: [] };
  const outcome = (save: StepSave): SaveOutcome => {
    if (failing.includes(save.applicationId))
      throw new Error(`value too long for ${save.applicationId}`);
    return { saved: 1, version: save.applicationId.length };
  };
  const saves = new GroupedSaves(
    async (save) => {
      calls.one.push(save.applicationId);
      return outcome(save);
    },
    async (group) => {
      calls.many.push(group.map((save) => save.applicationId));
      if (unavailable)
        throw Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" });
      return group.map(outcome);
    },
    3,
  );
  return { saves, calls };
}

describe("GroupedSaves", () => {
  it("sends saves that arrive together in one call, ordered by application, each answered its own outcome", async () => {
    const { saves, calls } = fakeDatabase();
    const outcomes = await Promise.all([
      saves.save(stepSave("ccc")),
      saves.save(stepSave("a")),
      saves.save(stepSave("bb")),
    ]);
    expect(calls).toEqual({ one: [], many: [["a", "bb", "ccc"]] });
    expect(outcomes.map((outcome) => outcome.version)).toEqual([3, 1, 2]);
  });

  it("sends a save that arrives alone on its own, without waiting for another", async () => {
    const { saves, calls } = fakeDatabase();
    expect(await saves.save(stepSave("a"))).toEqual({ saved: 1, version: 1 });
    expect(await saves.save(stepSave("bb"))).toEqual({ saved: 1, version: 2 });
    expect(calls).toEqual({ one: ["a", "bb"], many: [] });
  });

  it("splits more saves than a call takes into calls side by side", async () => {
    const { saves, calls } = fakeDatabase();
    const ids = ["g", "f", "e", "d", "c", "b", "a"];
    await Promise.all(ids.map((id) => saves.save(stepSave(id))));
    expect(calls).toEqual({
      one: ["g"],
      many: [
        ["a", "b", "c"],
        ["d", "e", "f"],
      ],
    });
  });

  it("sends each save again alone when one of them failed the group's call: only that one fails", async () => {
    const { saves, calls } = fakeDatabase({ failing: ["bb"] });
    const results = await Promise.allSettled([
      saves.save(stepSave("a")),
      saves.save(stepSave("bb")),
      saves.save(stepSave("ccc")),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({
      message: "value too long for bb",
    });
    expect(calls.many).toEqual([["a", "bb", "ccc"]]);
    expect(calls.one.sort()).toEqual(["a", "bb", "ccc"]);
  });

  it("fails the whole group at once when the database is unavailable, sending nothing again", async () => {
    const { saves, calls } = fakeDatabase({ unavailable: true });
    const results = await Promise.allSettled([
      saves.save(stepSave("a")),
      saves.save(stepSave("b")),
    ]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(calls).toEqual({ one: [], many: [["a", "b"]] });
  });
});
