import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  healthCertificateCode,
  testSigningKey,
} from "../../../../scripts/fixtures/health-passes/sign-health-certificate.ts";
import { decodeHealthCertificate, type CoseSign1 } from "./dcc-decode.ts";
import { verifyHealthCertificateSignature } from "./dcc-signature.ts";
import { signingKeysOf } from "./dcc-signing-keys.ts";

const OFFICIAL = JSON.parse(
  fs.readFileSync(
    path.resolve("tests/fixtures/health-passes/eu-dgc-testdata-PL-1.3.0-1.json"),
    "utf8",
  ),
) as { prefix: string; certificate: string };

function sign1Of(code: string): CoseSign1 {
  const decoded = decodeHealthCertificate(code);
  if (!("certificate" in decoded)) throw new Error("not decoded");
  return decoded.certificate.sign1;
}

const holder = { familyName: "Kowalski", givenName: "Jan", dateOfBirth: "1979-12-03" };
const dates = { issuedAt: new Date("2026-01-01"), expiresAt: new Date("2027-01-01") };

describe("verifyHealthCertificateSignature", () => {
  it("verifies a member state's certificate with its document signer certificate", () => {
    const keys = signingKeysOf({ signingKeys: [{ certificate: OFFICIAL.certificate }] }, "test");
    expect(verifyHealthCertificateSignature(sign1Of(OFFICIAL.prefix), keys)).toBe("valid");
  });

  it("refuses a signature of another key under a configured key id", () => {
    const signer = testSigningKey("signer");
    const forger = testSigningKey("signer");
    const keys = signingKeysOf({ signingKeys: [signer.entry] }, "test");
    expect(
      verifyHealthCertificateSignature(sign1Of(healthCertificateCode(holder, signer, dates)), keys),
    ).toBe("valid");
    expect(
      verifyHealthCertificateSignature(sign1Of(healthCertificateCode(holder, forger, dates)), keys),
    ).toBe("invalid");
  });

  it("says when the key is not configured, and when no keys are", () => {
    const code = healthCertificateCode(holder, testSigningKey("unlisted"), dates);
    const keys = signingKeysOf({ signingKeys: [testSigningKey("listed").entry] }, "test");
    expect(verifyHealthCertificateSignature(sign1Of(code), keys)).toBe("unknownKey");
    expect(verifyHealthCertificateSignature(sign1Of(code), new Map())).toBe("noKeys");
  });
});

describe("signingKeysOf", () => {
  it("names what is wrong in the file", () => {
    expect(() => signingKeysOf({}, "keys.json")).toThrow(/"signingKeys" must be a list/);
    expect(() => signingKeysOf({ signingKeys: [{ kid: "AAAA", publicKey: "x" }] }, "k")).toThrow(
      /signingKeys\[0\]: "kid" must be 8 bytes/,
    );
    expect(() =>
      signingKeysOf({ signingKeys: [{ certificate: "bm90IGEgY2VydA==" }] }, "k"),
    ).toThrow(/signingKeys\[0\]/);
    expect(() => signingKeysOf({ signingKeys: [{}] }, "k")).toThrow(/give "certificate"/);
  });

  it("reads the project's file: none configured", () => {
    expect(
      signingKeysOf(
        JSON.parse(fs.readFileSync(path.resolve("config/health-pass-signing-keys.json"), "utf8")),
        "config",
      ).size,
    ).toBe(0);
  });
});
