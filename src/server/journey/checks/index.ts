/**
 * The offline document checks: `assessDocument` judges one photo of a journey (the thing in it,
 * quality, the front's wording and portrait or the MRZ read and checked, expiry, type, issuing
 * country, age, a back against its front); `closeOcr` ends the OCR workers. Settings:
 * config/document-checks.json.
 */
export {
  assessDocument,
  isRefusal,
  type AssessOptions,
  type CaptureExpectation,
  type DocumentAssessmentResult,
  type DocumentScores,
  type SideRefusal,
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
export { closeOcr } from "./ocr-worker.ts";
export type { MrzRead } from "./mrz-reader.ts";
