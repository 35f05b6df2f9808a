import { describe, expect, it } from "vitest";
import { branchCodeOf, withoutUnknown } from "./status-report.ts";

describe("status report", () => {
  it("takes the branch code from the locale, upper-cased", () => {
    expect(branchCodeOf("pl")).toBe("PL");
    expect(branchCodeOf("eu-en")).toBe("EU-EN");
  });

  it("leaves out unknown values instead of sending null", () => {
    expect(
      withoutUnknown({ type: 2, journeyId: undefined, journeyStatus: "Passed", residence: null }),
    ).toStrictEqual({ type: 2, journeyStatus: "Passed" });
  });
});
