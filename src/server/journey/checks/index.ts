/**
 * The offline document checks: `assessDocument` judges one photo of an identity document
 * (quality, document found, MRZ read and checked, expiry, type, issuing country);
 * `closeMrzOcr` ends the shared OCR worker. Settings: config/document-checks.json.
 */
export {
  assessDocument,
  type AssessOptions,
  type DocumentAssessmentResult,
  type DocumentScores,
} from "./assess-document.ts";
export type {
  AssessedResult,
  AssessmentReason,
  CheckName,
  CheckOutcome,
} from "./assessment-rules.ts";
export {
  loadDocumentChecksConfig,
  type DocumentChecksConfig,
  type DocumentCheckThresholds,
} from "./document-checks-config.ts";
export { closeMrzOcr } from "./mrz-ocr-worker.ts";
export type { MrzRead } from "./mrz-reader.ts";
