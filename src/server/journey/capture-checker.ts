/**
 * The journey service's checker: a selfie goes to the selfie check, every other photo to the
 * document checks. Where the journey asks for a selfie, a front that passed has its portrait read
 * at once, while the client turns to the selfie.
 */
import { createDocumentChecker } from "./document-checker.ts";
import type { CaptureChecker } from "./journey-contracts.ts";
import { createSelfieChecker, type SelfieChecker } from "./selfie-checker.ts";

export function createCaptureChecker(
  projectRoot: string,
  {
    selfie = createSelfieChecker(),
    selfieFollows = false,
  }: {
    selfie?: SelfieChecker;
    /** The journey definition asks for a selfie after the document. */
    selfieFollows?: boolean;
  } = {},
): CaptureChecker {
  const documents = createDocumentChecker(projectRoot);
  return {
    async assess(image, expectation) {
      if (expectation.action === "SELFIE") return selfie.assess(image, expectation.documentPhoto);
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
