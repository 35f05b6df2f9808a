/** Row types of the application database, as Kysely sees them. */
import type { Generated } from "kysely";

export interface ApplicationsTable {
  id: string;
  brand: string;
  language: string;
  email: string | null;
  password_hash: string | null;
  residence_country: string | null;
  device: string;
  /** JSON of the marketing parameters sent with the registration. */
  marketing: string | null;
  created_at: number;
  updated_at: number;
  /**
   * PostgreSQL: raised whenever the application's answers may have changed (a step stored, a
   * document scan recorded; migration 019); SQLite keeps 0.
   */
  answers_version: Generated<number>;
  /** When the application was registered; set once. A registration of a taken email gets no login. */
  registered_at: number | null;
  /**
   * When the application was submitted for account opening (its first hand-over to the client
   * zone, migration 012); its answers are final from then on.
   */
  submitted_at: number | null;
}

export interface SessionsTable {
  token_hash: string;
  application_id: string;
  created_at: number;
  expires_at: number;
  /** What the session may do: "full" or "documents" (a hand-off phone's, migration 017). */
  scope: Generated<string>;
}

export interface StepSubmissionsTable {
  id: Generated<number>;
  application_id: string;
  step: string;
  variant: string;
  data: string;
  schema_hash: string;
  submitted_at: number;
  /** 1, 2, 3… per application and step, in the order saved; unique, so no two saves claim one. */
  revision: number;
}

export interface UsedChallengesTable {
  signature: string;
  expires_at: number;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  application_id: string;
  event: string;
  step: number | null;
  route: string;
  browser: string;
  device: string;
  os: string;
  created_at: number;
}

export interface DocumentScansTable {
  id: Generated<number>;
  application_id: string;
  journey_id: string | null;
  high_level_result: string | null;
  /** JSON of the values read off the document, by the scanner's names (FirstName, BirthDate…). */
  document_values: string;
  scanned_at: number;
  /** SHA-256 hex of "<issuing state>:<document number>"; null without both (migration 027). */
  document_key: string | null;
}

/** A rate-limit counter: hits since the window opened (migration 006). */
export interface RateLimitsTable {
  /** The limit's name and the SHA-256 of what it counts: `login-address:<hex>`. */
  key: string;
  window_start: number;
  hits: number;
}

/** A message to a person, waiting for a sender (the dev outbox until one is configured). */
export interface OutboxMessagesTable {
  id: Generated<number>;
  /** The application it was sent for, when it was (migration 007). */
  application_id: string | null;
  /** How it is sent: "email" or "sms". */
  channel: string;
  recipient: string;
  /** Which message it is, e.g. "duplicateRegistration"; its texts are `messages:<kind>.*`. */
  kind: string;
  language: string;
  /** JSON of the values the texts were filled with. */
  params: string;
  subject: string;
  body: string;
  created_at: number;
  sent_at: number | null;
}

/** A one-time code sent to prove a phone number or an e-mail address (migration 007). */
export interface VerificationCodesTable {
  id: Generated<number>;
  application_id: string;
  /** "sms" or "email". */
  channel: string;
  /** E.164 phone number or lower-case e-mail address. */
  destination: string;
  /** What else the code vouches for: the E.164 phone number an e-mail code confirms. */
  subject: string | null;
  /** HMAC-SHA-256 of the code with the server's verification key, hex. */
  code_hash: string;
  created_at: number;
  expires_at: number;
  failed_attempts: number;
  used_at: number | null;
}

/** A row of the Polish postal code list (migration 008). */
export interface PostalAddressesTable {
  /** "00-624". */
  postal_code: string;
  /** As Poczta Polska writes it, with the district: "Warszawa (Mokotów)". */
  locality: string;
  /** The locality without the district: "Warszawa". */
  city: string;
  /** Empty where the locality has no streets. */
  street: string;
  /** House numbers the code covers, as listed: "1-23(n), 2-40(p)". */
  numbers: string;
  municipality: string;
  county: string;
  voivodeship: string;
  search_key: string;
}

/** A step's texts in one language as shown to clients, by their hash (migration 009). */
export interface ShownTextsTable {
  hash: string;
  language: string;
  namespace: string;
  /** Canonical JSON of the namespace's texts. */
  texts: string;
  created_at: number;
}

/** A single-use token handing an application over to the client zone (migration 010). */
export interface HandoverTokensTable {
  /** SHA-256 of the token, hex. */
  token_hash: string;
  application_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** An identity-document journey of an application (migration 011). */
export interface IdentityJourneysTable {
  id: string;
  application_id: string;
  /** started, inProgress, ended. */
  state: string;
  /** The capture the journey waits for: IDENTITY:FRONT, IDENTITY:BACK… or NONE once ended. */
  action: string;
  attempts_left: number;
  high_level_result: string | null;
  document_type: string | null;
  created_at: number;
  ended_at: number | null;
  /** The journey's number within its application, from 1; unique per application (migration 014). */
  ordinal: number;
  /** The capture in progress, if any: its claim and when it was made (migration 014). */
  capture_claim: string | null;
  capture_claimed_at: number | null;
  /** JSON: the check details by the widget spec's names (migration 021). */
  check_details: string | null;
  /** JSON: the personal data compared with the document: result and differences (migration 021). */
  data_check: string | null;
  /** JSON: the proof of address against the answered address (migration 026). */
  address_check: string | null;
  /** JSON: the answers of the journey's user-input form (migration 028). */
  user_input: string | null;
  /** The id of the journey definition it follows (journey-catalogue.ts). */
  definition_id: string;
}

/** A capture a journey received, with the scores of its checks (migration 011). */
export interface JourneyCapturesTable {
  id: Generated<number>;
  journey_id: string;
  action: string;
  /** Where the re-encoded image is kept (the capture storage's key). */
  storage_key: string;
  high_level_result: string;
  document_type: string | null;
  document_side: string | null;
  issuing_country: string | null;
  /** JSON: sharpness, glare, resolution, documentFound, mrzConfidence. */
  scores: string;
  /** JSON list of machine codes: blurred, glare, tooSmall… */
  reasons: string;
  /** JSON: the values read off the document, by the scanner's names. */
  extracted: string;
  /**
   * JSON: each check's outcome (passed, failed, notNeeded, skipped, undetermined; notChecked in
   * captures kept before those were told apart); null before migration 014.
   */
  checks: string | null;
  /**
   * JSON: what later photos are compared with: the perceptual hash, and a recognised card
   * front's state and numbers (migration 021); null before.
   */
  findings: string | null;
  created_at: number;
}

/** A status report the browser sent about a journey: type 1 attempt, type 2 final (migration 011). */
export interface JourneyStatusReportsTable {
  id: Generated<number>;
  application_id: string;
  journey_id: string | null;
  type: number;
  /** JSON of the report's fields as received (spec §3 status report fields). */
  report: string;
  received_at: number;
}

/**
 * An account's failed logins from every address together, and the lock they put on it
 * (migration 015).
 */
export interface LoginLocksTable {
  /** `login-lock:` and the SHA-256 of the lower-case email. */
  key: string;
  /** Failed logins since the last success (or since a quiet day). */
  failures: number;
  /** Until when logins to the account are refused; 0 or past: not locked. */
  locked_until: number;
  last_attempt_at: number;
}

/** An address an account's owner registered or logged in from (migration 023). */
export interface LoginOwnerAddressesTable {
  /** An HMAC-SHA-256 of the lower-case email and the address (limits/owner-addresses.ts). */
  key: string;
  /** When the owner was last there: registered, or logged in. */
  seen_at: number;
}

/** The one row `/healthz` updates to prove the database takes writes (migration 024). */
export interface HealthCheckTable {
  id: number;
  checked_at: number;
}

/** A one-time code that opens a phone's documents session (the hand-off link, migration 016). */
export interface HandoffCodesTable {
  /** SHA-256 of the code, hex. */
  code_hash: string;
  application_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Set when a newer code replaced it or the desktop went on without the phone. */
  revoked_at: number | null;
  /**
   * A code sent by SMS: SHA-256 of the application and the number it went to (migration 022);
   * it opens nothing until `number_confirmed_at`. Null for a QR code's, live at once.
   */
  sms_number_hash: string | null;
  /** When the desktop typed the code of the SMS that carried this link. */
  number_confirmed_at: number | null;
}

/** Where an application's hand-off to a phone stands (migration 016); one row per application. */
export interface HandoffsTable {
  application_id: string;
  /** When the latest code was issued: the hand-off's start. */
  started_at: number;
  /** When the phone said it opened the QR code's link. */
  scanned_at: number | null;
  /** The journey the phone started. */
  journey_id: string | null;
  /** When the phone said it was done (return to desktop, or its result pages left). */
  finished_at: number | null;
  /** When the phone skipped the upload. */
  skipped_at: number | null;
}

/** A journey's open liveness challenge (migration 025). */
export interface LivenessChallengesTable {
  journey_id: string;
  id: string;
  /** JSON list: lookStraight, then the actions picked (smile, lookLeft…). */
  prompts: string;
  /** How many of the prompts the face has shown. */
  done: number;
  /** JSON of the straight look's face signs, once shown. */
  straight_look: string | null;
  prompt_started_at: number;
  /** JSON list of the storage keys of the frames that showed a prompt. */
  frame_keys: string;
  /** The largest distance between a frame's face and the selfie's so far. */
  worst_distance: number | null;
  created_at: number;
}

export interface DatabaseSchema {
  applications: ApplicationsTable;
  sessions: SessionsTable;
  step_submissions: StepSubmissionsTable;
  used_challenges: UsedChallengesTable;
  analytics_events: AnalyticsEventsTable;
  document_scans: DocumentScansTable;
  rate_limits: RateLimitsTable;
  outbox_messages: OutboxMessagesTable;
  verification_codes: VerificationCodesTable;
  postal_addresses: PostalAddressesTable;
  shown_texts: ShownTextsTable;
  handover_tokens: HandoverTokensTable;
  handoff_codes: HandoffCodesTable;
  handoffs: HandoffsTable;
  login_locks: LoginLocksTable;
  login_owner_addresses: LoginOwnerAddressesTable;
  health_check: HealthCheckTable;
  identity_journeys: IdentityJourneysTable;
  journey_captures: JourneyCapturesTable;
  journey_status_reports: JourneyStatusReportsTable;
  liveness_challenges: LivenessChallengesTable;
}
