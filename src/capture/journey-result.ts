/**
 * The journey result the scan service answers to `journey/get` (spec §3 "Processed documents and
 * result", §7), and reading it from the service's wire format (PascalCase fields).
 */
import {
  HIGH_LEVEL_RESULTS,
  JOURNEY_ACTIONS,
  type HighLevelResult,
  type JourneyAction,
} from "./journey-vocabulary.ts";

export interface ProcessedDocument {
  isValidated: boolean;
  highLevelResult: HighLevelResult;
  /** The issuing country's code, as the service writes it. */
  issuingCountryCode: string | null;
  documentType: string | null;
  documentSide: string | null;
}

export interface JourneyResult {
  highLevelResult: HighLevelResult;
  /**
   * The action the service waits for next (NONE once the journey ended); absent where it does
   * not say. A passport's page passed moves past the back to the step after it.
   */
  currentAction?: JourneyAction;
  /** Oldest first: each upload the service could read adds one. */
  processedDocuments: readonly ProcessedDocument[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;

/** A result the service sends that this project does not know counts as Undefined. */
export function highLevelResultOf(value: unknown): HighLevelResult {
  return (HIGH_LEVEL_RESULTS as readonly unknown[]).includes(value)
    ? (value as HighLevelResult)
    : "Undefined";
}

/** Reads the service's answer; missing or malformed parts read as empty or Undefined. */
export function journeyResultFromWire(body: unknown): JourneyResult {
  const record = isRecord(body) ? body : {};
  const documents = Array.isArray(record.ProcessedDocuments) ? record.ProcessedDocuments : [];
  const action = record.CurrentAction;
  return {
    highLevelResult: highLevelResultOf(record.HighLevelResult),
    ...((JOURNEY_ACTIONS as readonly unknown[]).includes(action)
      ? { currentAction: action as JourneyAction }
      : {}),
    processedDocuments: documents.filter(isRecord).map((document) => ({
      isValidated: document.IsValidated === true,
      highLevelResult: highLevelResultOf(document.HighLevelResult),
      issuingCountryCode: text(document.IssuingCountryCode),
      documentType: text(document.DocumentType),
      documentSide: text(document.DocumentSide),
    })),
  };
}

/**
 * The document an upload added: the newest one when the result holds more documents than were
 * seen before the upload, otherwise none (the service could not read the upload).
 */
export function documentOfUpload(
  result: JourneyResult,
  documentsSeen: number,
): ProcessedDocument | undefined {
  return result.processedDocuments.length > documentsSeen
    ? result.processedDocuments.at(-1)
    : undefined;
}
