/** Check outcomes read back from the database, in today's values whatever year they were kept. */
import { describe, expect, it } from "vitest";
import { storedCheckOutcomes } from "./journey-records.ts";

describe("storedCheckOutcomes", () => {
  it("reads today's values as they were kept", () => {
    const kept = {
      documentFound: "Passed",
      machineReadableZone: "NotNeeded",
      expiry: "Undetermined",
      DataChecks: "SuccessNeeded",
    };
    expect(storedCheckOutcomes(JSON.stringify(kept))).toEqual(kept);
  });

  it("reads the lower-case values captures kept before the spec's values as the spec's", () => {
    const kept = {
      documentFound: "passed",
      machineReadableZone: "notNeeded",
      expiry: "undetermined",
    };
    expect(storedCheckOutcomes(JSON.stringify(kept))).toEqual({
      documentFound: "Passed",
      machineReadableZone: "NotNeeded",
      expiry: "Undetermined",
    });
  });

  it("reads a check an older capture called not checked as skipped, never as passed", () => {
    expect(
      storedCheckOutcomes(
        JSON.stringify({ sharpness: "failed", machineReadableZone: "notChecked" }),
      ),
    ).toEqual({ sharpness: "Failed", machineReadableZone: "Skipped" });
  });
});
