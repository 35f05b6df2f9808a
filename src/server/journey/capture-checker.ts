/**
 * The journey service's checker: a selfie goes to the selfie check, every other photo to the
 * document checks.
 */
import { createDocumentChecker } from "./document-checker.ts";
import type { CaptureChecker } from "./journey-contracts.ts";
import { createSelfieChecker, type SelfieChecker } from "./selfie-checker.ts";

export function createCaptureChecker(
  projectRoot: string,
  selfie: SelfieChecker = createSelfieChecker(),
): CaptureChecker {
  const documents = createDocumentChecker(projectRoot);
  return {
    assess: (image, expectation) =>
      expectation.action === "SELFIE"
        ? selfie.assess(image, expectation.documentPhoto)
        : documents.assess(image, expectation),
  };
}
