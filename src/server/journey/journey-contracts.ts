/**
 * What the journey service works with and answers: the results, what a photo's checks make of it,
 * the checker that judges a photo for the journey's current action, the journey definition as the
 * server reads it, the service's errors and a capture's answer.
 */
import type { SelfieManualCapture } from "../../shared/identity/selfie-capture.ts";
import type { JourneyChannel } from "../../shared/identity/journey-channels.ts";
import type { LivenessAction } from "../../shared/identity/liveness.ts";
import type { CaptureExpectation } from "./checks/assess-document.ts";
import type { CaptureFindings, CheckOutcome } from "./journey-records.ts";

export type HighLevelResult =
  | "Passed"
  | "Refer"
  | "Expired"
  | "NotAccepted"
  | "NotSupported"
  | "Aborted"
  | "Undefined"
  | "TCCDISAGREE";

/** What the checks of the journey's current action make of one photo. */
export interface CaptureAssessment {
  highLevelResult: Exclude<HighLevelResult, "Aborted" | "Undefined" | "TCCDISAGREE">;
  /** A document photo's side; none for a selfie. */
  documentSide: "Front" | "Back" | undefined;
  documentType: string | undefined;
  issuingCountryCode: string | undefined;
  scores: Record<string, number>;
  reasons: string[];
  extracted: Record<string, string>;
  /** Each check's outcome: a check the photo never reached is skipped or not needed. */
  checks: Record<string, CheckOutcome>;
  /** What later photos are compared with. */
  findings: CaptureFindings;
}

/**
 * A photo refused before it is judged, costing no attempt: the front again where the back is
 * asked for (`sameSide`), a card's back where its front is (`wrongSide`).
 */
export interface SideRefusal {
  refusal: "sameSide" | "wrongSide";
}

/**
 * What a proof of address is checked against: the names the journey's document gives its holder
 * (none where no document passed), the address the application answered (none before the address
 * step), the period, and the day.
 */
export interface AddressProofExpectation {
  action: "ADDRESS";
  holder: { firstName: string; lastName: string } | undefined;
  address: AnsweredAddress | undefined;
  issuedWithinMonths: number;
  /** ISO date. */
  today: string;
}

/**
 * What a health certificate is checked against: the identity document's holder (none where no
 * document passed) and the time (ms since 1970) its expiry is judged at.
 */
export interface HealthPassExpectation {
  action: "COVID";
  holder: { firstName: string; lastName: string; birthDate: string | undefined } | undefined;
  now: number;
}

/** An address as the address step answers it. */
export interface AnsweredAddress {
  street: string;
  buildingNumber: string;
  postalCode: string;
  city: string;
}

/**
 * What a photo is checked against: a document's side (a card's back with what its front left), a
 * selfie with the document photo whose portrait it must match (none where no front passed), a
 * proof of address with its holder and address, or a health certificate with its holder.
 */
export type JourneyExpectation =
  | CaptureExpectation
  | { action: "SELFIE"; documentPhoto: Buffer | undefined }
  | AddressProofExpectation
  | HealthPassExpectation;

export interface CaptureChecker {
  assess(image: Buffer, expectation: JourneyExpectation): Promise<CaptureAssessment | SideRefusal>;
}

/**
 * A liveness step's challenge: how many actions it asks for, picked at random from `pool`, and
 * how long the face has for each (the straight look that starts it included).
 */
export interface LivenessSettings {
  actions: number;
  actionSeconds: number;
  pool: readonly LivenessAction[];
}

/** How recent a proof of address must be: issued within this many months before the check. */
export interface AddressProofSettings {
  issuedWithinMonths: number;
}
/** An ADDRESS step's period unless it sets its own (docs/decisions/proof-of-address.md). */
export const DEFAULT_ISSUED_WITHIN_MONTHS = 3;

/**
 * The captures a journey asks for, in order, the tries each has (a liveness step, its challenge
 * too), and how many journeys an application may start (flows/identity-journey.json).
 */
export interface ServerJourneyDefinition {
  /** The definition's name in its file ("default" for a file of one definition); journeys keep it. */
  id: string;
  /** The channels it serves (journey-channels.ts). */
  channels: readonly JourneyChannel[];
  /** Whether the terms and conditions come first (the browser asks them). */
  termsAndConditions: boolean;
  /** Whether the user-input form (schemas/identityUserInput) comes before the first capture. */
  userInput: boolean;
  steps: readonly {
    action: string;
    attempts: number;
    liveness?: LivenessSettings;
    /** A SELFIE step's: how the phone's selfie camera offers manual capture. */
    manualCapture?: SelfieManualCapture;
    /** An ADDRESS step's: how recent the page must be. */
    addressProof?: AddressProofSettings;
  }[];
  journeysPerApplication: number;
}

export class JourneyError extends Error {
  constructor(
    readonly code:
      | "journeyNotFound"
      | "journeyEnded"
      | "journeyBusy"
      | "imageRefused"
      | "storageUnavailable"
      | "notAtLiveness"
      | "livenessChallengeNotFound"
      | SideRefusal["refusal"],
    readonly detail?: string,
    options?: { cause: unknown },
  ) {
    super(code, options);
  }
}

export interface CaptureAnswer {
  journeyId: string;
  /** This capture's result. */
  highLevelResult: string;
  reasons: string[];
  /** What the journey waits for next (NONE once ended). */
  action: string;
  state: string;
  attemptsRemaining: number;
  /** The journey's result once it ended. */
  journeyResult: string | null;
}
