/**
 * The journey service's checker: a selfie goes to the selfie check, a proof of address and a
 * health certificate each to theirs, every other photo to the document checks. Where the journey asks for a selfie, a front
 * that passed has its portrait read at once, while the client turns to the selfie.
 */
import { createAddressProofChecker, type AddressProofChecker } from "./address-proof-checker.ts";
import { createDocumentChecker } from "./document-checker.ts";
import type { SigningKeys } from "./health-pass/dcc-signing-keys.ts";
import { createHealthPassChecker, type HealthPassChecker } from "./health-pass-checker.ts";
import type { CaptureChecker } from "./journey-contracts.ts";
import { createSelfieChecker, type SelfieChecker } from "./selfie-checker.ts";

export function createCaptureChecker(
  projectRoot: string,
  {
    selfie = createSelfieChecker(),
    addressProof = createAddressProofChecker(),
    healthPassKeys = new Map(),
    healthPass = createHealthPassChecker(healthPassKeys),
    selfieFollows = false,
  }: {
    selfie?: SelfieChecker;
    addressProof?: AddressProofChecker;
    /** The keys a health certificate's signature is checked against. */
    healthPassKeys?: SigningKeys;
    healthPass?: HealthPassChecker;
    /** The journey definition asks for a selfie after the document. */
    selfieFollows?: boolean;
  } = {},
): CaptureChecker {
  const documents = createDocumentChecker(projectRoot);
  return {
    async assess(image, expectation) {
      if (expectation.action === "SELFIE") return selfie.assess(image, expectation.documentPhoto);
      if (expectation.action === "ADDRESS") return addressProof.assess(image, expectation);
      if (expectation.action === "COVID") return healthPass.assess(image, expectation);
      const assessment = await documents.assess(image, expectation);
      if (
        selfieFollows &&
        expectation.action === "IDENTITY:FRONT" &&
        "highLevelResult" in assessment &&
        assessment.highLevelResult === "Passed"
      )
        selfie.preparePortrait(image);
      return assessment;
    },
  };
}
