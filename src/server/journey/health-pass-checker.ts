/**
 * The journey's health-pass check: the QR code read off the photo (health-pass/read-health-pass-
 * code.ts), decoded as an EU Digital COVID Certificate, its signature checked against the keys
 * compliance configures, its validity against today, and its holder cross-checked with the
 * identity document's ("Covid pass cross-check"). With no keys configured the signature is
 * "Undetermined": said so on the results page, and not held against the client.
 */
import {
  decodeHealthCertificate,
  type DecodedHealthCertificate,
  type HealthCertificate,
} from "./health-pass/dcc-decode.ts";
import { verifyHealthCertificateSignature } from "./health-pass/dcc-signature.ts";
import type { SigningKeys } from "./health-pass/dcc-signing-keys.ts";
import { holderMismatches } from "./health-pass/health-pass-holder.ts";
import { readHealthPassCodes } from "./health-pass/read-health-pass-code.ts";
import type { CaptureAssessment, HealthPassExpectation } from "./journey-contracts.ts";
import type { CheckOutcome } from "./journey-records.ts";

export interface HealthPassChecker {
  assess(image: Buffer, expectation: HealthPassExpectation): Promise<CaptureAssessment>;
}

/** The document type a health pass is listed under. */
export const HEALTH_PASS_TYPE = "CovidPass";

const outcome = (passed: boolean): CheckOutcome => (passed ? "Passed" : "Failed");

function refused(reason: string, codeFound: boolean): CaptureAssessment {
  return {
    highLevelResult: "Refer",
    documentSide: undefined,
    documentType: codeFound ? HEALTH_PASS_TYPE : undefined,
    issuingCountryCode: undefined,
    scores: {},
    reasons: [reason],
    extracted: {},
    checks: {
      healthPassCode: "Failed",
      healthPassSignature: "Skipped",
      healthPassValidity: "Skipped",
      healthPassHolder: "Skipped",
    },
    findings: {},
  };
}

/** The first of the codes that is a certificate, else what the first code was. */
function firstCertificate(codes: readonly string[]): DecodedHealthCertificate {
  const decoded = codes.map(decodeHealthCertificate);
  return decoded.find((one) => "certificate" in one) ?? decoded[0]!;
}

function judged(
  certificate: HealthCertificate,
  keys: SigningKeys,
  expectation: HealthPassExpectation,
): CaptureAssessment {
  const signature = verifyHealthCertificateSignature(certificate.sign1, keys);
  const expired =
    certificate.expiresAt !== undefined && certificate.expiresAt * 1000 < expectation.now;
  const mismatches = expectation.holder
    ? holderMismatches(certificate.holder, expectation.holder)
    : (["name", "birthDate"] as const);
  const reasons = [
    ...(signature === "invalid" || signature === "unknownKey" ? ["healthPassSignature"] : []),
    ...(expired ? ["healthPassExpired"] : []),
    ...(mismatches.includes("name") ? ["healthPassHolderName"] : []),
    ...(mismatches.includes("birthDate") ? ["healthPassBirthDate"] : []),
  ];
  const crossCheck = outcome(mismatches.length === 0);
  return {
    highLevelResult: reasons.length === 0 ? "Passed" : "Refer",
    documentSide: undefined,
    documentType: HEALTH_PASS_TYPE,
    issuingCountryCode: certificate.issuer,
    scores: {},
    reasons,
    extracted: { CovidPassCrossCheckResult: crossCheck },
    checks: {
      healthPassCode: "Passed",
      healthPassSignature: signature === "noKeys" ? "Undetermined" : outcome(signature === "valid"),
      healthPassValidity: outcome(!expired),
      healthPassHolder: crossCheck,
    },
    findings: {
      healthPass: {
        signature,
        issuer: certificate.issuer ?? null,
        kind: certificate.kind ?? null,
        expiresAt: certificate.expiresAt ?? null,
        mismatches: [...mismatches],
      },
    },
  };
}

export function createHealthPassChecker(
  keys: SigningKeys,
  read: (image: Uint8Array) => Promise<string[]> = readHealthPassCodes,
): HealthPassChecker {
  return {
    async assess(image, expectation) {
      const codes = await read(image);
      if (codes.length === 0) return refused("healthPassNoCode", false);
      const decoded = firstCertificate(codes);
      if ("problem" in decoded) return refused("healthPassNotCertificate", false);
      return judged(decoded.certificate, keys, expectation);
    },
  };
}
