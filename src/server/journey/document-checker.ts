/**
 * The journey service's document checker: the offline checks of `checks/` with the thresholds,
 * accepted document types and supported countries of `config/document-checks.json`.
 */
import path from "node:path";
import { assessDocument, loadDocumentChecksConfig } from "./checks/index.ts";
import type { DocumentChecker } from "./journey-service.ts";

export function createDocumentChecker(projectRoot: string): DocumentChecker {
  const config = loadDocumentChecksConfig(path.join(projectRoot, "config", "document-checks.json"));
  return {
    async assess(image) {
      const result = await assessDocument(image, { ...config, now: new Date() });
      return {
        highLevelResult: result.highLevelResult,
        documentSide: result.documentSide,
        documentType: result.documentType,
        issuingCountryCode: result.issuingCountryCode,
        scores: { ...result.scores },
        reasons: [...result.reasons],
        extracted: result.extracted,
        checks: { ...result.checks },
      };
    },
  };
}
