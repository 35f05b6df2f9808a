/**
 * The journey service's document checker: the offline checks of `checks/` with the settings of
 * `config/document-checks.json` (thresholds, accepted document types, supported countries, the
 * card fronts known), given what the journey asks for.
 */
import path from "node:path";
import { assessDocument, isRefusal, loadDocumentChecksConfig } from "./checks/index.ts";
import type { CaptureExpectation } from "./checks/assess-document.ts";
import type { CaptureAssessment, SideRefusal } from "./journey-contracts.ts";

export interface DocumentChecker {
  assess(image: Buffer, expectation: CaptureExpectation): Promise<CaptureAssessment | SideRefusal>;
}

export function createDocumentChecker(projectRoot: string): DocumentChecker {
  const config = loadDocumentChecksConfig(path.join(projectRoot, "config", "document-checks.json"));
  return {
    async assess(image, expectation) {
      const result = await assessDocument(image, { ...config, now: new Date(), expectation });
      if (isRefusal(result)) return { refusal: result.refusal };
      return {
        highLevelResult: result.highLevelResult,
        documentSide: result.documentSide,
        documentType: result.documentType,
        issuingCountryCode: result.issuingCountryCode,
        scores: { ...result.scores },
        reasons: [...result.reasons],
        extracted: result.extracted,
        checks: { ...result.checks },
        findings: {
          ...(result.perceptualHash ? { perceptualHash: result.perceptualHash } : {}),
          ...(result.front ? { front: result.front } : {}),
        },
      };
    },
  };
}
