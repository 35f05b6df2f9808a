import { describe, expect, it } from "vitest";
import { groupRuns } from "./group-runs.ts";

describe("groupRuns", () => {
  it("keeps the list's order and starts a run where the group changes", () => {
    const options = [
      { code: "a", group: "dolnośląskie" },
      { code: "b", group: "dolnośląskie" },
      { code: "c", group: "lubelskie" },
      { code: "d" },
    ];
    expect(groupRuns(options)).toEqual([
      { group: "dolnośląskie", first: 0, options: [options[0], options[1]] },
      { group: "lubelskie", first: 2, options: [options[2]] },
      { group: undefined, first: 3, options: [options[3]] },
    ]);
  });

  it("makes one run of a list without groups, and none of an empty list", () => {
    const ungrouped: { code: string; group?: string }[] = [{ code: "a" }, { code: "b" }];
    expect(groupRuns(ungrouped)).toHaveLength(1);
    expect(groupRuns([])).toEqual([]);
  });
});
