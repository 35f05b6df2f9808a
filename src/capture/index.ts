/** The identity-capture journey's public surface: what the views and the host may import. */
export {
  CaptureSession,
  createCaptureSession,
  returnsToDesktop,
  type CaptureSessionOptions,
  type SendOutcome,
} from "./capture-session.ts";
export { systemClock, type CapturePorts, type Clock } from "./capture-ports.ts";
export type { CaptureSnapshot, JourneySnapshot } from "./capture-snapshot.ts";
export type { ViewEvent } from "./capture-events.ts";
export type { EndReason, PendingRequest, TokenFetch, TransferError } from "./capture-state.ts";
export type { JourneyError, JourneyErrorCode } from "./journey-errors.ts";
export { readJourneyDefinition, type JourneyDefinition } from "./journey-definition.ts";
export { IDENTITY_JOURNEY } from "./identity-journey.ts";
export {
  journeyResultFromWire,
  type JourneyResult,
  type ProcessedDocument,
} from "./journey-result.ts";
export type { AttemptStatusReport, FinalStatusReport, StatusReport } from "./status-report.ts";
export type * from "./journey-vocabulary.ts";
export * from "./journey-constants.ts";
export { reduceCapture } from "./capture-reducer.ts";
