/**
 * What the journey records read as: a journey, its captures with their checks and findings, its
 * data check, and a move to its next position; and the check outcomes as older rows kept them.
 */
import type { OcrLine } from "./checks/ocr-worker.ts";
import type { LivenessPrompt, LivenessResult } from "../../shared/identity/liveness.ts";
import type { CheckOutcome } from "./checks/assessment-rules.ts";
import type { FrontFindings } from "./checks/zone-findings.ts";

export type JourneyState = "started" | "inProgress" | "ended";

export interface JourneyRecord {
  id: string;
  applicationId: string;
  /** The id of the journey definition it follows. */
  definitionId: string;
  state: JourneyState;
  action: string;
  attemptsLeft: number;
  highLevelResult: string | null;
  documentType: string | null;
  /** The check details by the widget spec's names; null until the first photo was judged. */
  checkDetails: Record<string, CheckOutcome> | null;
  /** The application's personal data compared with the document; null until it was sent. */
  dataCheck: DataCheck | null;
  /** The proof of address against the address answered; null until the address step was sent. */
  addressCheck: AddressCheck | null;
  /** The answers of the user-input form, where the definition asks for it and they were sent. */
  userInput: Record<string, unknown> | null;
}

/** A proof of address checked against the address the application answered. */
export interface AddressCheck {
  result: "Passed" | "Failed";
  /** The parts of the address the page lacked. */
  missing: ("street" | "buildingNumber" | "postalCode" | "city")[];
  checkedAt: number;
}

/** Personal data compared with what the document read (see src/server/journey/data-check.ts). */
export interface DataCheck {
  result: "Passed" | "Failed";
  /** Each field that differs: what the client sent and what the document reads, as compared. */
  differences: { field: string; answered: string; document: string }[];
  checkedAt: number;
}

/** What became of one check on a photo: a check that did not run is skipped or not needed. */
export type { CheckOutcome };

/**
 * Outcomes as captures kept them before: in lower case (before migration 021), and "notChecked"
 * for every check that did not run (before migration 014), read as skipped.
 */
const LEGACY_OUTCOMES: Readonly<Record<string, CheckOutcome>> = {
  passed: "Passed",
  failed: "Failed",
  notNeeded: "NotNeeded",
  skipped: "Skipped",
  undetermined: "Undetermined",
  notChecked: "Skipped",
};

/** The stored outcomes in today's values. */
export function storedCheckOutcomes(json: string): Record<string, CheckOutcome> {
  const stored = JSON.parse(json) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(stored).map(([check, outcome]) => [
      check,
      LEGACY_OUTCOMES[outcome] ?? (outcome as CheckOutcome),
    ]),
  );
}

/** What later photos of a journey are compared with (see checks/zone-findings.ts). */
export interface CaptureFindings {
  perceptualHash?: string;
  /** Left by a recognised card front. */
  front?: FrontFindings;
  /** A selfie's face descriptor, which the liveness frames' faces are compared with. */
  faceDescriptor?: number[];
  /** The storage keys of the frames a liveness attempt kept, one per prompt shown. */
  livenessFrames?: string[];
  /** A liveness attempt's result, its prompts and how many of them the face showed. */
  liveness?: { result: LivenessResult; prompts: LivenessPrompt[]; shown: number };
  /**
   * A proof of address's lines as read, which the address step's answer is checked against, and
   * its issue date (ISO; null when none was found).
   */
  addressProof?: { lines: readonly OcrLine[]; issueDate: string | null };
  /**
   * A health certificate's verdicts as decoded: its signature, issuer, kind, expiry (seconds
   * since 1970) and what of its holder did not match the identity document.
   */
  healthPass?: {
    signature: "valid" | "invalid" | "unknownKey" | "noKeys";
    issuer: string | null;
    kind: string | null;
    expiresAt: number | null;
    mismatches: ("name" | "birthDate")[];
  };
}

export interface CaptureRecord {
  action: string;
  storageKey: string;
  highLevelResult: string;
  documentType: string | null;
  documentSide: string | null;
  issuingCountry: string | null;
  scores: Record<string, number>;
  reasons: string[];
  extracted: Record<string, string>;
  /** Each check's outcome; null for a capture kept before the outcomes were. */
  checks: Record<string, CheckOutcome> | null;
  /** Null for a capture kept before findings were, or whose photo was discarded. */
  findings: CaptureFindings | null;
  createdAt: number;
}

/** A journey's next position, as a capture or an event moves it. */
export type JourneyMove = Pick<JourneyRecord, "state" | "action" | "attemptsLeft"> &
  Partial<Pick<JourneyRecord, "highLevelResult" | "documentType" | "checkDetails">>;
