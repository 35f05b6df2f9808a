/**
 * The words of the identity-capture journey (widget spec §3): journey states, actions (flow
 * states) as the host contract writes them, required actions, results, providers and routes.
 */
import type { SelfieManualCapture } from "../shared/identity/selfie-capture.ts";

/** Journey state (spec §3 "Journey"). */
export type JourneyState = "started" | "inProgress" | "ended";

/** Every action (flow state) of the host contract. */
export const JOURNEY_ACTIONS = [
  "NONE",
  "IDENTITY:FRONT",
  "IDENTITY:BACK",
  "ADDRESS",
  "SELFIE",
  "LIVENESS",
  "COVID",
] as const;
export type JourneyAction = (typeof JOURNEY_ACTIONS)[number];

/** The actions a journey's step captures: every action but NONE, the state outside any step. */
export type CaptureAction = Exclude<JourneyAction, "NONE">;

/** A step of the journey definition (journey-definition.ts reads it). */
export interface JourneyStep {
  action: CaptureAction;
  /** Failed uploads allowed before the journey ends as failed. @example 3 */
  attempts: number;
  /** A SELFIE step's: how the phone's selfie camera offers manual capture. */
  manualCapture?: SelfieManualCapture;
  /** An ADDRESS step's: how recent the page must be, in months. @example 3 */
  issuedWithinMonths?: number;
}

/**
 * The journey definition (`flows/identity-journey.json`, or the one the scan session brings):
 * the terms first or not, then the steps.
 */
export interface JourneyDefinition {
  /** The terms and conditions are answered (Agree or Disagree) before the first step. */
  termsAndConditions: boolean;
  /**
   * The user-input form (schemas/identityUserInput.schema.json: name, date of birth, home
   * address) is sent before the first step.
   */
  userInput?: boolean;
  /** At least one step, captured in this order. */
  steps: readonly [JourneyStep, ...JourneyStep[]];
}

/**
 * What the journey asks of the view: capture (KeepCapturing), wait for an answer
 * (PauseCapturing), close (Close), show an error (Error), or answer the terms and conditions,
 * where Agree continues and Disagree ends the journey.
 */
export type RequiredAction =
  "KeepCapturing" | "PauseCapturing" | "Close" | "Error" | "Agree" | "Disagree";

/** The user's answer to the terms and conditions. */
export type TermsAnswer = Extract<RequiredAction, "Agree" | "Disagree">;

export const HIGH_LEVEL_RESULTS = [
  "Passed",
  "Refer",
  "Expired",
  "NotAccepted",
  "NotSupported",
  "Aborted",
  "Undefined",
  "TCCDISAGREE",
] as const;
/** A journey's or a processed document's overall result; TCCDISAGREE: the terms were disagreed. */
export type HighLevelResult = (typeof HIGH_LEVEL_RESULTS)[number];

/** Verdict on the current action's latest upload. */
export type CurrentResult = "Passed" | "Failed";

/**
 * The journey container's provider steps (spec §2); filesystem is the default input provider
 * (spec §9).
 */
export type JourneyProvider =
  "filesystem" | "camera" | "smartCapture" | "gateway" | "view" | "result" | "initializing";

export type DocumentSide = "FRONT" | "BACK";

/** Where the capture runs: the desktop file upload or the phone. */
export type ScanType = "DESKTOP" | "MOBILE";

/** The journey events reported through the host's notify-journey call. */
export type JourneyNotice = "start" | "progress" | "cancel" | "clear" | "end" | "TCCDISAGREE";

/** The host routes the journey leads to (onboarding spec §2). */
export type HostRoute =
  "uploadSucceeded" | "uploadFailed" | "uploadException" | "mobileReturnToDesktop";

/** Actions the host dispatches for the recommend-mobile popup (onboarding spec §7). */
export type HostCommand =
  | { type: "DATA_UPLOAD_CHOICE"; dataUploadChoice: 2 }
  | { type: "SELECT_MOBILE_DESKTOP"; mobileDesktopChoice: 1 };

/**
 * Where a journey the scan service continues stands (a reload of the upload page): the action it
 * waits for, the attempts it has left, the documents it processed so far, and whether the last
 * photo of that action failed.
 */
export interface JourneyPosition {
  action: string;
  attemptsRemaining: number;
  processedDocuments: number;
  lastUploadFailed: boolean;
  /** Why the last photo failed (the reasons' names, as the upload answered them); empty if not. */
  lastFailureReasons?: readonly string[];
  /** The user-input form was sent for this journey. */
  userInputGiven?: boolean;
}

/** A journey definition the client may choose (the journey select): its id and its actions. */
export type { JourneyChoice } from "../shared/identity/journey-channels.ts";

/**
 * The scanning-token call found no journey definition for the page's channel (desktop or phone):
 * no journey can start here, and asking again does not help.
 */
export class NoJourneyDefinitionsError extends Error {
  constructor() {
    super("no journey definition serves this channel");
  }
}

/** The scan session the scanning-token call returns (spec §3 "Scan session"). */
export interface ScanSession {
  gbgToken: string;
  /** Empty until the scan service has given the journey an id. */
  journeyId: string;
  clientId: string;
  backendUrl: string;
  /** Where the journey stands, when the service continues one already under way. */
  journey?: JourneyPosition;
  /** The steps the service's journey definition asks for, when it says (the page's otherwise). */
  definition?: JourneyDefinition;
}
