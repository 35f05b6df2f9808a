/**
 * What a view reads of a capture session: a frozen object derived from the state, with the
 * journey's flow state, the required action, and the flags the desktop upload view shows (upload
 * again after a failed upload, back side requested, loader while waiting).
 */
import type {
  CaptureState,
  EndReason,
  Ending,
  PendingRequest,
  TokenFetch,
  TransferError,
} from "./capture-state.ts";
import type { SelfieManualCapture } from "../shared/identity/selfie-capture.ts";
import { localVerdictOf } from "./journey-ending.ts";
import { currentAction, requiredSideOf } from "./journey-steps.ts";
import type {
  CurrentResult,
  DocumentSide,
  HighLevelResult,
  HostRoute,
  JourneyAction,
  JourneyProvider,
  JourneyState,
  RequiredAction,
  ScanSession,
} from "./journey-vocabulary.ts";

export interface JourneySnapshot {
  readonly state: JourneyState;
  readonly journeyId: string | undefined;
  /** The flow state: NONE before the terms are agreed and after the end. */
  readonly action: JourneyAction;
  /**
   * Agree: the terms wait for an answer; PauseCapturing: a request is outstanding; Error: the last
   * transfer brought no verdict, to be tried again; Close: ended; else KeepCapturing.
   */
  readonly requiredAction: RequiredAction;
  readonly attemptsRemaining: number;
  /** How the selfie camera offers manual capture, as the current (SELFIE) step says. */
  readonly manualCapture: SelfieManualCapture;
  /** How recent a proof of address must be, in months, as the ADDRESS step says. */
  readonly issuedWithinMonths: number | undefined;
  /** What is outstanding: "transfer" shows the uploading loader, "result" the verifying spinner. */
  readonly pending: PendingRequest;
  readonly waitingForResponse: boolean;
  readonly provider: JourneyProvider;
  readonly currentResult: CurrentResult | undefined;
  /** The filesystem provider shows after a failed upload: the "upload again" header. */
  readonly uploadAgain: boolean;
  /** BACK once the front is accepted and the action is IDENTITY:BACK. */
  readonly requireDocumentSide: DocumentSide;
  /** The transfer in flight passed ATTEMPT_TIMEOUT_MS without completing. */
  readonly attemptTimedOut: boolean;
  readonly transferError: TransferError | undefined;
  readonly endReason: EndReason | undefined;
  /** Known without the scan service: TCCDISAGREE after Disagree, Aborted after cancel. */
  readonly highLevelResult: HighLevelResult | undefined;
}

export interface CaptureSnapshot {
  readonly token: TokenFetch;
  /** The scan session, once the token arrived: what an upload to the scan service needs. */
  readonly scanSession: ScanSession | undefined;
  readonly journey: JourneySnapshot | undefined;
  /** The host's steps after the end; a view keeps its loader lock while this is not "notEnded". */
  readonly ending: Ending["status"];
  readonly route: HostRoute | undefined;
}

export function captureSnapshot(state: CaptureState): CaptureSnapshot {
  const { journey } = state;
  const { definition } = state.context;
  const journeySnapshot: JourneySnapshot | undefined = journey && {
    state: journey.state,
    journeyId: journey.id,
    action: currentAction(journey, definition),
    requiredAction:
      journey.state === "ended"
        ? "Close"
        : journey.termsPending
          ? "Agree"
          : journey.pending !== "none"
            ? "PauseCapturing"
            : // The last transfer brought no verdict: the client is to try again.
              journey.transferError
              ? "Error"
              : "KeepCapturing",
    attemptsRemaining: journey.attemptsRemaining,
    manualCapture:
      definition.steps.find((step) => step.action === currentAction(journey, definition))
        ?.manualCapture ?? "hidden",
    issuedWithinMonths: definition.steps.find((step) => step.action === "ADDRESS")
      ?.issuedWithinMonths,
    pending: journey.pending,
    waitingForResponse: journey.pending !== "none",
    provider: journey.provider,
    currentResult: journey.currentResult,
    uploadAgain: journey.provider === "filesystem" && journey.currentResult === "Failed",
    requireDocumentSide: requiredSideOf(journey, definition),
    attemptTimedOut: journey.attemptTimedOut,
    transferError: journey.transferError,
    endReason: journey.endReason,
    highLevelResult: localVerdictOf(journey.endReason),
  };
  return Object.freeze({
    token: Object.freeze(state.token),
    scanSession: state.token.status === "received" ? Object.freeze(state.token.session) : undefined,
    journey: journeySnapshot && Object.freeze(journeySnapshot),
    ending: state.ending.status,
    route: state.route,
  });
}
