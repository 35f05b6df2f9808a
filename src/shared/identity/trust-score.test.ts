import { describe, expect, it } from "vitest";
import { trustScoreOf } from "./trust-score.ts";

describe("the journey's trust score", () => {
  it("is the share of decided details that passed, leaving out those not needed or still to do", () => {
    expect(
      trustScoreOf({
        FrontSideTypeCheck: "Passed",
        BackSideCheck: "NotNeeded",
        Expiry: "Passed",
        Validation: "Failed",
        FaceMatchValidation: "Passed",
        DataChecks: "SuccessNeeded",
      }),
    ).toEqual({ score: 75, passed: 3, decided: 4, pending: 1 });
  });

  it("counts a check skipped after a failure, and an undetermined one, as not passed", () => {
    expect(
      trustScoreOf({
        Expiry: "passed",
        Validation: "skipped",
        FaceMatchValidation: "Undetermined",
      }),
    ).toMatchObject({ score: 33, passed: 1, decided: 3 });
  });

  it("has no score before any detail is decided", () => {
    expect(
      trustScoreOf({ DataChecks: "SuccessNeeded", BackSideCheck: "NotNeeded" }),
    ).toBeUndefined();
    expect(trustScoreOf(null)).toBeUndefined();
  });
});
