/** Which high-level result and reasons the findings on a photo give, and in which order. */
import { describe, expect, it } from "vitest";
import { checkOutcomes, decideResult, type AssessmentFindings } from "./assessment-rules.ts";

const policy = {
  acceptedDocumentTypes: ["Passport", "IdentityCard"],
  supportedCountries: ["POL", "D"],
};
const readable: AssessmentFindings = {
  documentFound: true,
  quality: [],
  subject: "passportPage",
  mrzExpected: true,
};
const zone = { documentType: "Passport", issuingState: "POL", expired: false, underage: false };
const cardFront: AssessmentFindings = {
  documentFound: true,
  quality: [],
  subject: "cardFront",
  mrzExpected: false,
  front: { issuingState: "POL", numberRead: true },
};

describe("decideResult", () => {
  it("refers a photo with no document, and looks no further", () => {
    expect(
      decideResult({ ...readable, documentFound: false, quality: ["blurred"] }, policy),
    ).toEqual({ highLevelResult: "Refer", reasons: ["documentNotFound"] });
  });

  it("does not accept what is plainly no identity document, whatever its photo's faults", () => {
    expect(
      decideResult({ ...readable, notAnIdentityDocument: true, quality: ["glare"] }, policy),
    ).toEqual({ highLevelResult: "NotAccepted", reasons: ["notAnIdentityDocument"] });
  });

  it("refers a photo that fails on quality, with every quality reason", () => {
    expect(decideResult({ ...readable, quality: ["blurred", "glare"], mrz: zone }, policy)).toEqual(
      {
        highLevelResult: "Refer",
        reasons: ["blurred", "glare"],
      },
    );
  });

  it("refers a document whose expected zone could not be read", () => {
    expect(decideResult(readable, policy)).toEqual({
      highLevelResult: "Refer",
      reasons: ["mrzUnreadable"],
    });
  });

  it("passes a card front recognised with its number, of a supported state", () => {
    expect(decideResult(cardFront, policy)).toEqual({ highLevelResult: "Passed", reasons: [] });
  });

  it("refers a card front whose printed number could not be read", () => {
    expect(
      decideResult({ ...cardFront, front: { issuingState: "POL", numberRead: false } }, policy),
    ).toEqual({ highLevelResult: "Refer", reasons: ["frontUnreadable"] });
  });

  it("does not support a card front of a state not supported", () => {
    expect(
      decideResult({ ...cardFront, front: { issuingState: "UTO", numberRead: true } }, policy),
    ).toEqual({ highLevelResult: "NotSupported", reasons: ["countryNotSupported"] });
  });

  it("passes an accepted, supported, valid document of an adult", () => {
    expect(decideResult({ ...readable, mrz: zone }, policy)).toEqual({
      highLevelResult: "Passed",
      reasons: [],
    });
  });

  it("finds a document of another type not accepted, before its country and its dates", () => {
    const visa = { documentType: "Visa", issuingState: "UTO", expired: true };
    expect(decideResult({ ...readable, mrz: visa }, policy)).toEqual({
      highLevelResult: "NotAccepted",
      reasons: ["typeNotAccepted", "countryNotSupported", "expired"],
    });
  });

  it("finds a document of another country not supported, before its dates", () => {
    expect(
      decideResult({ ...readable, mrz: { ...zone, issuingState: "UTO", expired: true } }, policy),
    ).toEqual({ highLevelResult: "NotSupported", reasons: ["countryNotSupported", "expired"] });
  });

  it("finds a document past its expiry date expired, before its holder's age", () => {
    expect(
      decideResult({ ...readable, mrz: { ...zone, expired: true, underage: true } }, policy),
    ).toEqual({ highLevelResult: "Expired", reasons: ["expired", "underage"] });
  });

  it("refers a valid document of a holder under the minimum age", () => {
    expect(decideResult({ ...readable, mrz: { ...zone, underage: true } }, policy)).toEqual({
      highLevelResult: "Refer",
      reasons: ["underage"],
    });
  });

  it("refers a back that is not the front's card", () => {
    const back = { ...readable, subject: "cardBack" as const };
    expect(
      decideResult(
        { ...back, mrz: { ...zone, documentType: "IdentityCard" }, sidesMatch: false },
        policy,
      ),
    ).toEqual({ highLevelResult: "Refer", reasons: ["sidesDiffer"] });
  });
});

describe("checkOutcomes", () => {
  it("skips every other check on a photo with no document", () => {
    const outcomes = checkOutcomes({ ...readable, documentFound: false }, policy);
    expect(outcomes.documentFound).toBe("Failed");
    expect(Object.values(outcomes).filter((outcome) => outcome !== "Skipped")).toEqual(["Failed"]);
  });

  it("fails the document found on a thing that is no identity document, and skips the rest", () => {
    const outcomes = checkOutcomes({ ...readable, notAnIdentityDocument: true }, policy);
    expect(outcomes.documentFound).toBe("Failed");
    expect(Object.values(outcomes).filter((outcome) => outcome !== "Skipped")).toEqual(["Failed"]);
  });

  it("reads no zone on a blurred photo: the zone's checks are skipped, never passed", () => {
    expect(checkOutcomes({ ...readable, quality: ["blurred"] }, policy)).toMatchObject({
      documentFound: "Passed",
      sharpness: "Failed",
      glare: "Passed",
      resolution: "Passed",
      machineReadableZone: "Skipped",
      documentType: "Skipped",
      issuingCountry: "Skipped",
      expiry: "Skipped",
      underage: "Skipped",
    });
  });

  it("needs no zone on a card's front, which has none (its back is checked), and judges its wording", () => {
    expect(checkOutcomes(cardFront, policy)).toMatchObject({
      machineReadableZone: "NotNeeded",
      frontRecognised: "Passed",
      documentType: "Passed",
      issuingCountry: "Passed",
      sidesMatch: "NotNeeded",
      expiry: "NotNeeded",
      underage: "NotNeeded",
    });
  });

  it("fails the zone it could not read, and skips what the zone would have said", () => {
    expect(checkOutcomes(readable, policy)).toMatchObject({
      machineReadableZone: "Failed",
      documentType: "Skipped",
      issuingCountry: "Skipped",
      expiry: "Skipped",
    });
  });

  it("judges the type, the country, the expiry and the age from a zone read", () => {
    const visa = { documentType: "Visa", issuingState: "POL", expired: true, underage: true };
    expect(checkOutcomes({ ...readable, mrz: visa }, policy)).toMatchObject({
      machineReadableZone: "Passed",
      documentType: "Failed",
      issuingCountry: "Passed",
      expiry: "Failed",
      underage: "Failed",
    });
  });

  it("cannot decide the expiry of a zone whose expiry field holds no date, nor an age without a birth date", () => {
    const unread = { ...zone, expired: true, expiryUnread: true, underage: undefined };
    expect(checkOutcomes({ ...readable, mrz: unread }, policy)).toMatchObject({
      expiry: "Undetermined",
      underage: "Undetermined",
    });
  });

  it("says whether a back is the front's card", () => {
    const back = { ...readable, subject: "cardBack" as const, mrz: zone };
    expect(checkOutcomes({ ...back, sidesMatch: true }, policy).sidesMatch).toBe("Passed");
    expect(checkOutcomes({ ...back, sidesMatch: false }, policy).sidesMatch).toBe("Failed");
  });
});
