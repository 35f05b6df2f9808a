/**
 * The scan status reports the host sends to its status-report resource (widget spec §3 "Status
 * report fields", §7): type 1 for each upload attempt, type 2 once for the whole journey. Plain
 * JSON data; a value the journey does not have (no journey id yet, an upload the service could
 * not read, a timeout) is left out rather than sent as null.
 */
import type { DocumentSide, HighLevelResult, ScanType } from "./journey-vocabulary.ts";

/** One upload attempt. */
export interface AttemptStatusReport {
  type: 1;
  journeyId?: string;
  /** Epoch milliseconds: when the transfer started. */
  startTimestamp: number;
  /** Epoch milliseconds: when the transfer completed, or when it timed out. */
  endTimestamp: number;
  /** Number of this upload within the whole journey, from 1. */
  attemptNumber: number;
  isValidated?: boolean;
  /** The uploaded document's result. */
  status?: HighLevelResult;
  /** The journey's overall result at the time of the attempt. */
  journeyStatus?: HighLevelResult;
  /** The locale upper-cased, e.g. PL. */
  branchCode: string;
  /** Country of residence the user gave, as a code. */
  residence?: string;
  documentCountry?: string;
  documentType?: string;
  documentSide?: string;
  /** The side the journey asked for. */
  requireDocumentSide: DocumentSide;
  scanType: ScanType;
  isTimeout: boolean;
  /** Number of this upload within the current action, from 1. */
  attempt: number;
}

/** The journey's end. */
export interface FinalStatusReport {
  type: 2;
  journeyId?: string;
  journeyStatus: HighLevelResult;
  scanType: ScanType;
}

export type StatusReport = AttemptStatusReport | FinalStatusReport;

/** The report's branch code: the locale upper-cased. */
export const branchCodeOf = (locale: string): string => locale.toUpperCase();

/** The report without the fields whose value is unknown, so that none is sent as null. */
export function withoutUnknown<T extends object>(report: T): T {
  return Object.fromEntries(
    Object.entries(report).filter(([, value]) => value !== undefined && value !== null),
  ) as T;
}
