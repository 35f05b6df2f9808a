import { describe, expect, it } from "vitest";
import {
  healthCertificateCode,
  testSigningKey,
} from "../../../scripts/fixtures/health-passes/sign-health-certificate.ts";
import { signingKeysOf } from "./health-pass/dcc-signing-keys.ts";
import { createHealthPassChecker } from "./health-pass-checker.ts";
import type { HealthPassExpectation } from "./journey-contracts.ts";

const signer = testSigningKey("checker signer");
const keys = signingKeysOf({ signingKeys: [signer.entry] }, "test");
const NOW = Date.parse("2026-12-03T12:00:00Z");
const expectation: HealthPassExpectation = {
  action: "COVID",
  holder: { firstName: "ANNA MARIA", lastName: "PRZYKLADOWA", birthDate: "1991-07-14" },
  now: NOW,
};
const code = healthCertificateCode(
  { familyName: "Przykładowa", givenName: "Anna Maria", dateOfBirth: "1991-07-14" },
  signer,
  { issuedAt: new Date(NOW - 86_400_000), expiresAt: new Date(NOW + 86_400_000) },
);
const image = Buffer.from("the photo");
const reading = (codes: string[]) => () => Promise.resolve(codes);

describe("the health-pass checker", () => {
  it("passes the holder's certificate, its kind and issuer kept", async () => {
    const assessed = await createHealthPassChecker(keys, reading([code])).assess(
      image,
      expectation,
    );
    expect(assessed).toMatchObject({
      highLevelResult: "Passed",
      documentType: "CovidPass",
      issuingCountryCode: "PL",
      reasons: [],
      extracted: { CovidPassCrossCheckResult: "Passed" },
      findings: { healthPass: { signature: "valid", kind: "vaccination", mismatches: [] } },
    });
  });

  it("takes the certificate among other codes on the page", async () => {
    const assessed = await createHealthPassChecker(
      keys,
      reading(["https://example.com", code]),
    ).assess(image, expectation);
    expect(assessed.highLevelResult).toBe("Passed");
  });

  it("refuses a photo with no code, and a code that is no certificate", async () => {
    expect(
      await createHealthPassChecker(keys, reading([])).assess(image, expectation),
    ).toMatchObject({
      highLevelResult: "Refer",
      reasons: ["healthPassNoCode"],
      checks: { healthPassCode: "Failed" },
    });
    expect(
      await createHealthPassChecker(keys, reading(["WIFI:S:home;;"])).assess(image, expectation),
    ).toMatchObject({ reasons: ["healthPassNotCertificate"] });
  });

  it("refuses an expired certificate, and one with no document to cross-check", async () => {
    const later = { ...expectation, now: NOW + 2 * 86_400_000 };
    expect(await createHealthPassChecker(keys, reading([code])).assess(image, later)).toMatchObject(
      { reasons: ["healthPassExpired"], checks: { healthPassValidity: "Failed" } },
    );
    expect(
      await createHealthPassChecker(keys, reading([code])).assess(image, {
        ...expectation,
        holder: undefined,
      }),
    ).toMatchObject({
      reasons: ["healthPassHolderName", "healthPassBirthDate"],
      extracted: { CovidPassCrossCheckResult: "Failed" },
    });
  });
});
