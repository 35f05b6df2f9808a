/**
 * What can happen to a capture session: the events a view sends (the desktop upload events of
 * spec §4 and the popup buttons) and the answers of the host's ports and timers, which only the
 * session runtime feeds in.
 */
import type { JourneyResult } from "./journey-result.ts";
import type {
  JourneyChoice,
  JourneyProvider,
  ScanSession,
  TermsAnswer,
} from "./journey-vocabulary.ts";

/** The timers the machine starts; at most one of each runs. */
export type TimerName = "attemptTimeout" | "tokenRetry" | "resultAfterEnd" | "noJourneyFallback";

/** Events a view sends. */
export type ViewEvent =
  /** A provider step is shown; the filesystem one after a failed upload asks to upload again. */
  | { type: "displayStep"; provider: JourneyProvider }
  /** The user chose a journey definition (the journey select's Continue). */
  | { type: "chooseJourney"; definitionId: string }
  /** The user answered the terms and conditions. */
  | { type: "answerTerms"; answer: TermsAnswer }
  /**
   * The upload of a file began; or an attempt that sends no file is being counted now (a liveness
   * check, sent with its frames), which began at `startedAt` (epoch milliseconds).
   */
  | { type: "transferStarted"; startedAt?: number }
  /** The upload reached the scan service, which may name the journey in its answer. */
  | { type: "transferComplete"; journeyId?: string }
  /** The upload did not reach the scan service. */
  | { type: "transferFailed" }
  /** The user cancelled the journey: it ends as Aborted. */
  | { type: "cancel" }
  /** The user discarded the picked file. */
  | { type: "clear" }
  /** Recommend-mobile popup: stay on the desktop. */
  | { type: "recommendMobileProceed" }
  /** Recommend-mobile popup: back to the mobile upload. */
  | { type: "recommendMobileBack" };

/** Answers of the ports and timers, fed in by the session runtime. */
export type HostEvent =
  | { type: "begin" }
  | { type: "tokenReceived"; session: ScanSession }
  | { type: "choicesReceived"; choices: readonly JourneyChoice[] }
  | { type: "noDefinitions" }
  | { type: "tokenFailed" }
  | { type: "timerFired"; timer: TimerName }
  | { type: "resultReceived"; purpose: ResultPurpose; result: JourneyResult }
  | { type: "resultFailed"; purpose: ResultPurpose };

/** Why a journey result was fetched: to judge an upload, or to route after the end. */
export type ResultPurpose = "attempt" | "final";

export type CaptureEvent = ViewEvent | HostEvent;
