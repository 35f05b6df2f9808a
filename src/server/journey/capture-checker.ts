/**
 * The journey service's checker: a selfie goes to the selfie check, a proof of address to its
 * check, every other photo to the document checks. Where the journey asks for a selfie, a front
 * that passed has its portrait read at once, while the client turns to the selfie.
 */
import { createAddressProofChecker, type AddressProofChecker } from "./address-proof-checker.ts";
import { createDocumentChecker } from "./document-checker.ts";
import type { CaptureChecker } from "./journey-contracts.ts";
import { createSelfieChecker, type SelfieChecker } from "./selfie-checker.ts";

export function createCaptureChecker(
  projectRoot: string,
  {
    selfie = createSelfieChecker(),
    addressProof = createAddressProofChecker(),
    selfieFollows = false,
  }: {
    selfie?: SelfieChecker;
    addressProof?: AddressProofChecker;
    /** The journey definition asks for a selfie after the document. */
    selfieFollows?: boolean;
  } = {},
): CaptureChecker {
  const documents = createDocumentChecker(projectRoot);
  return {
    async assess(image, expectation) {
      if (expectation.action === "SELFIE") return selfie.assess(image, expectation.documentPhoto);
      if (expectation.action === "ADDRESS") return addressProof.assess(image, expectation);
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
