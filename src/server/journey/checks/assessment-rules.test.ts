/** Which high-level result and reasons the findings on a photo give, and in which order. */
import { describe, expect, it } from "vitest";
import { checkOutcomes, decideResult } from "./assessment-rules.ts";

const policy = {
  acceptedDocumentTypes: ["Passport", "IdentityCard"],
  supportedCountries: ["POL", "D"],
};
const readable = { documentFound: true, quality: [], mrzExpected: true };
const zone = { documentType: "Passport", issuingState: "POL", expired: false };

describe("decideResult", () => {
  it("refers a photo with no document, and looks no further", () => {
    expect(
      decideResult({ ...readable, documentFound: false, quality: ["blurred"] }, policy),
    ).toEqual({
      highLevelResult: "Refer",
      reasons: ["documentNotFound"],
    });
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

  it("passes a card front on quality and the document alone", () => {
    expect(decideResult({ ...readable, mrzExpected: false }, policy)).toEqual({
      highLevelResult: "Passed",
      reasons: [],
    });
  });

  it("passes an accepted, supported, valid document", () => {
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
    ).toEqual({
      highLevelResult: "NotSupported",
      reasons: ["countryNotSupported", "expired"],
    });
  });

  it("finds a document past its expiry date expired", () => {
    expect(decideResult({ ...readable, mrz: { ...zone, expired: true } }, policy)).toEqual({
      highLevelResult: "Expired",
      reasons: ["expired"],
    });
  });
});

describe("checkOutcomes", () => {
  const zoneSkipped = {
    machineReadableZone: "skipped",
    documentType: "skipped",
    issuingCountry: "skipped",
    expiry: "skipped",
  };

  it("skips every other check on a photo with no document", () => {
    expect(checkOutcomes({ ...readable, documentFound: false }, policy)).toEqual({
      documentFound: "failed",
      sharpness: "skipped",
      glare: "skipped",
      resolution: "skipped",
      ...zoneSkipped,
    });
  });

  it("reads no zone on a blurred photo: the zone's checks are skipped, never passed", () => {
    expect(checkOutcomes({ ...readable, quality: ["blurred"] }, policy)).toEqual({
      documentFound: "passed",
      sharpness: "failed",
      glare: "passed",
      resolution: "passed",
      ...zoneSkipped,
    });
  });

  it("needs no zone on a card's front, which has none (its back is checked)", () => {
    expect(checkOutcomes({ ...readable, mrzExpected: false }, policy)).toEqual({
      documentFound: "passed",
      sharpness: "passed",
      glare: "passed",
      resolution: "passed",
      machineReadableZone: "notNeeded",
      documentType: "notNeeded",
      issuingCountry: "notNeeded",
      expiry: "notNeeded",
    });
  });

  it("fails the zone it could not read, and skips what the zone would have said", () => {
    expect(checkOutcomes(readable, policy)).toMatchObject({
      machineReadableZone: "failed",
      documentType: "skipped",
      issuingCountry: "skipped",
      expiry: "skipped",
    });
  });

  it("judges the type, the country and the expiry from a zone read", () => {
    expect(
      checkOutcomes(
        { ...readable, mrz: { documentType: "Visa", issuingState: "UTO", expired: true } },
        policy,
      ),
    ).toMatchObject({
      machineReadableZone: "passed",
      documentType: "failed",
      issuingCountry: "failed",
      expiry: "failed",
    });
    expect(Object.values(checkOutcomes({ ...readable, mrz: zone }, policy))).toEqual(
      Array(8).fill("passed"),
    );
  });

  it("cannot decide the expiry of a zone whose expiry field holds no date", () => {
    const noDate = { ...zone, expired: true, expiryUnread: true };
    expect(checkOutcomes({ ...readable, mrz: noDate }, policy)).toMatchObject({
      machineReadableZone: "passed",
      documentType: "passed",
      expiry: "undetermined",
    });
    // The document is still not shown valid.
    expect(decideResult({ ...readable, mrz: noDate }, policy).highLevelResult).toBe("Expired");
  });
});
