/** The journey's check details from its photos' checks, by the widget spec's names and values. */
import { describe, expect, it } from "vitest";
import { checkDetailsOf } from "./check-details.ts";

const passedFront = {
  action: "IDENTITY:FRONT",
  highLevelResult: "Passed",
  reasons: [],
  documentType: "IdentityCard",
  checks: { documentType: "Passed", issuingCountry: "Passed", sidesMatch: "NotNeeded" },
} as const;
/** The project's definition: a document, front then back, and no selfie. */
const DOCUMENT_ONLY = ["IDENTITY:FRONT", "IDENTITY:BACK"];
const running = {
  state: "inProgress",
  highLevelResult: null,
  documentType: null,
  dataCheck: null,
  addressCheck: null,
} as const;

describe("checkDetailsOf", () => {
  it("needs what no photo has decided while the journey runs, and skips it once it ended", () => {
    expect(checkDetailsOf([passedFront], running, DOCUMENT_ONLY)).toEqual({
      FrontSideTypeCheck: "Passed",
      BackSideCheck: "SuccessNeeded",
      Expiry: "SuccessNeeded",
      Support: "Passed",
      Validation: "SuccessNeeded",
      ProofPolicy: "NotNeeded",
      FaceMatchValidation: "NotNeeded",
      AccumulativeLivenessResult: "NotNeeded",
      UnderageRule: "SuccessNeeded",
      CovidPassCrossCheck: "NotNeeded",
      DataChecks: "SuccessNeeded",
      LookBackCheck: "SuccessNeeded",
    });
    const ended = checkDetailsOf(
      [passedFront],
      { ...running, state: "ended", highLevelResult: "Aborted" },
      DOCUMENT_ONLY,
    );
    expect(ended).toMatchObject({
      BackSideCheck: "Skipped",
      Expiry: "Skipped",
      DataChecks: "Skipped",
    });
  });

  it("fails a side whose latest photo was of something that is no identity document", () => {
    const thing = {
      action: "IDENTITY:BACK",
      highLevelResult: "NotAccepted",
      reasons: ["notAnIdentityDocument"],
      documentType: null,
      checks: { documentFound: "Failed" },
    } as const;
    expect(checkDetailsOf([passedFront, thing], running, DOCUMENT_ONLY).BackSideCheck).toBe(
      "Failed",
    );
  });

  it("passes the front of an accepted passport whose holder is under age, and needs no back", () => {
    const minor = {
      action: "IDENTITY:FRONT",
      highLevelResult: "Refer",
      reasons: ["underage"],
      documentType: "Passport",
      checks: {
        documentType: "Passed",
        expiry: "Passed",
        underage: "Failed",
        machineReadableZone: "Passed",
      },
    } as const;
    expect(checkDetailsOf([minor], running, DOCUMENT_ONLY)).toMatchObject({
      FrontSideTypeCheck: "Passed",
      BackSideCheck: "NotNeeded",
      Expiry: "Passed",
      Validation: "Passed",
      UnderageRule: "Failed",
    });
  });

  it("takes the Covid pass cross-check from the latest certificate where the journey asks for one", () => {
    const withHealthPass = [...DOCUMENT_ONLY, "COVID"];
    const certificate = (healthPassHolder: "Passed" | "Failed") => ({
      action: "COVID",
      highLevelResult: healthPassHolder === "Passed" ? "Passed" : "Refer",
      reasons: [],
      checks: { healthPassCode: "Passed", healthPassHolder } as const,
      documentType: "CovidPass",
    });
    expect(checkDetailsOf([passedFront], running, withHealthPass).CovidPassCrossCheck).toBe(
      "SuccessNeeded",
    );
    expect(
      checkDetailsOf([passedFront, certificate("Failed")], running, withHealthPass)
        .CovidPassCrossCheck,
    ).toBe("Failed");
    expect(
      checkDetailsOf(
        [passedFront, certificate("Failed"), certificate("Passed")],
        running,
        withHealthPass,
      ).CovidPassCrossCheck,
    ).toBe("Passed");
  });

  it("waits for the address step once a proof of address passed on its name and date", () => {
    const withProof = [...DOCUMENT_ONLY, "ADDRESS"];
    const proof = (highLevelResult: string, proofAddress: "SuccessNeeded" | "Passed") => ({
      action: "ADDRESS",
      highLevelResult,
      reasons: [],
      checks: { proofHolderName: "Passed", proofAddress, proofIssueDate: "Passed" } as const,
      documentType: "BankStatement",
    });
    const ended = { ...running, state: "ended", highLevelResult: "Passed" } as const;
    expect(checkDetailsOf([passedFront], running, withProof).ProofPolicy).toBe("SuccessNeeded");
    expect(
      checkDetailsOf([passedFront], { ...ended, highLevelResult: "Refer" }, withProof).ProofPolicy,
    ).toBe("Skipped");
    const pending = [passedFront, proof("Passed", "SuccessNeeded")];
    expect(checkDetailsOf(pending, ended, withProof).ProofPolicy).toBe("SuccessNeeded");
    expect(
      checkDetailsOf([passedFront, proof("Passed", "Passed")], ended, withProof).ProofPolicy,
    ).toBe("Passed");
    expect(
      checkDetailsOf([passedFront, proof("Refer", "SuccessNeeded")], running, withProof)
        .ProofPolicy,
    ).toBe("Failed");
    const addressCheck = { result: "Failed" as const, missing: ["street" as const], checkedAt: 0 };
    expect(checkDetailsOf(pending, { ...ended, addressCheck }, withProof).ProofPolicy).toBe(
      "Failed",
    );
  });

  it("takes the data check's result once personal data was sent", () => {
    const dataCheck = { result: "Failed" as const, differences: [], checkedAt: 0 };
    expect(
      checkDetailsOf(
        [passedFront],
        { ...running, state: "ended", highLevelResult: "Passed", dataCheck },
        DOCUMENT_ONLY,
      ).DataChecks,
    ).toBe("Failed");
  });

  it("needs the selfie's match where the journey asks for a selfie, and takes its latest verdict", () => {
    const withSelfie = [...DOCUMENT_ONLY, "SELFIE"];
    expect(checkDetailsOf([passedFront], running, withSelfie).FaceMatchValidation).toBe(
      "SuccessNeeded",
    );
    const selfie = (faceMatch: "Passed" | "Failed" | "Skipped") => ({
      action: "SELFIE",
      highLevelResult: faceMatch === "Passed" ? "Passed" : "Refer",
      reasons: [],
      documentType: null,
      checks: {
        faceFound: faceMatch === "Skipped" ? ("Failed" as const) : ("Passed" as const),
        faceMatch,
      },
    });
    const tries = [passedFront, selfie("Failed"), selfie("Skipped")];
    expect(checkDetailsOf(tries, running, withSelfie).FaceMatchValidation).toBe("Failed");
    expect(
      checkDetailsOf([...tries, selfie("Passed")], running, withSelfie).FaceMatchValidation,
    ).toBe("Passed");
  });

  it("needs the accumulative liveness result where the journey asks for liveness, and takes its latest attempt", () => {
    const withLiveness = [...DOCUMENT_ONLY, "SELFIE", "LIVENESS"];
    expect(checkDetailsOf([passedFront], running, withLiveness).AccumulativeLivenessResult).toBe(
      "SuccessNeeded",
    );
    const attempt = (liveness: "Passed" | "Failed") => ({
      action: "LIVENESS",
      highLevelResult: liveness === "Passed" ? "Passed" : "Refer",
      reasons: liveness === "Passed" ? [] : ["livenessActionTimedOut"],
      documentType: null,
      checks: { liveness, livenessFace: "Passed" as const },
    });
    const tries = [passedFront, attempt("Failed")];
    expect(checkDetailsOf(tries, running, withLiveness).AccumulativeLivenessResult).toBe("Failed");
    expect(
      checkDetailsOf([...tries, attempt("Passed")], running, withLiveness)
        .AccumulativeLivenessResult,
    ).toBe("Passed");
    expect(
      checkDetailsOf(
        [...tries],
        { ...running, state: "ended", highLevelResult: "Refer" },
        withLiveness,
      ).AccumulativeLivenessResult,
    ).toBe("Failed");
  });
});
