/**
 * The state of one identity-capture session: the host's side (scan-token fetch, the end of the
 * journey, the route it led to) and the journey itself. Immutable: every change makes a new object,
 * so an unchanged state keeps its identity.
 */
import type { JourneyDefinition } from "./journey-definition.ts";
import type {
  CurrentResult,
  HostRoute,
  JourneyProvider,
  JourneyState,
  JourneyChoice,
  ScanSession,
  ScanType,
} from "./journey-vocabulary.ts";

/** What the host knows when the session is created; never changes during it. */
export interface CaptureContext {
  definition: JourneyDefinition;
  /** The page's locale, e.g. "pl"; upper-cased it is the reports' branch code. */
  locale: string;
  /** Country of residence the user gave, e.g. "PL". */
  residence: string | null;
  scanType: ScanType;
  /** The page query had mobile=true or qrCode=true: the journey's end returns to the desktop. */
  returnsToDesktop: boolean;
}

/**
 * The scan-token request; `attempt` counts from 1 (the first try) to 1 + TOKEN_RETRIES, for the
 * definition the client chose where it was asked to (`choosing`). It fails for good where no
 * definition serves the page (`noDefinitions`).
 */
export type TokenFetch =
  | { status: "notRequested" }
  | { status: "fetching"; attempt: number; definitionId?: string }
  | { status: "waitingToRetry"; attempt: number; definitionId?: string }
  | { status: "choosing"; choices: readonly JourneyChoice[] }
  | { status: "received"; session: ScanSession }
  | { status: "failed"; reason?: "noDefinitions" };

/** What is outstanding for the current upload: the transfer, then the result that judges it. */
export type PendingRequest = "none" | "transfer" | "result";

/** Why the last transfer brought no verdict; the user may simply try again. */
export type TransferError = "transferFailed" | "resultUnavailable";

/** Why the journey ended. */
export type EndReason = "completed" | "attemptsExhausted" | "termsDisagreed" | "cancelled";

/** The journey (spec §3 "Journey"), from the scan token's arrival on. */
export interface Journey {
  id: string | undefined;
  state: JourneyState;
  termsPending: boolean;
  /** Index of the current step in the definition. */
  stepIndex: number;
  attemptsRemaining: number;
  /** Uploads started on the current step (the action attempt). */
  actionAttempt: number;
  /** Uploads started in the whole journey. */
  attemptNumber: number;
  pending: PendingRequest;
  attemptStartedAt: number | undefined;
  attemptEndedAt: number | undefined;
  attemptTimedOut: boolean;
  /** Processed documents in the last result, so the next result tells which one is new. */
  documentsSeen: number;
  provider: JourneyProvider;
  currentResult: CurrentResult | undefined;
  transferError: TransferError | undefined;
  endReason: EndReason | undefined;
}

/** The host's steps after the journey ended, up to the route change. */
export type Ending =
  | { status: "notEnded" }
  | { status: "waitingToFetchResult" }
  | { status: "fetchingResult" }
  | { status: "waitingForFallback" }
  | { status: "done" };

export interface CaptureState {
  context: CaptureContext;
  token: TokenFetch;
  journey: Journey | undefined;
  ending: Ending;
  /** The route the host was sent to; the session is over once it is set. */
  route: HostRoute | undefined;
}

export function initialCaptureState(context: CaptureContext): CaptureState {
  return {
    context,
    token: { status: "notRequested" },
    journey: undefined,
    ending: { status: "notEnded" },
    route: undefined,
  };
}
