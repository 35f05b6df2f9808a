/**
 * The journey's check details (widget spec §3 "Additional checks and detail entries"), by the
 * spec's names and values, from what its photos' checks found: the front side of an accepted
 * type, the back side of the same card (not needed for a passport), the document's expiry, its
 * issuing country's support, the validation of its zone, the proof of address (not needed where
 * the journey asks for none), the selfie's match with the document's portrait (not needed where
 * the journey asks for no selfie), the accumulative liveness result (not needed where it asks
 * for no liveness), the underage rule, the data check of the application against the document,
 * and the look-back for the same document on another application (decided when a passed
 * journey's scan is recorded). A detail no photo has decided yet is still needed while the
 * journey runs, and skipped once it ended without it.
 */
import { CHECK_DETAIL_NAMES, type CheckDetailName } from "../../shared/identity/journey-checks.ts";
import type { CheckOutcome } from "./checks/assessment-rules.ts";
import type { JourneyRecord } from "./journey-records.ts";

/** What the details are made from of each photo judged (a `CaptureRecord` is one). */
interface JudgedCapture {
  action: string;
  highLevelResult: string;
  reasons: readonly string[];
  checks: Readonly<Record<string, CheckOutcome>> | null;
  documentType: string | null;
}

const DECIDED = new Set<CheckOutcome>(["Passed", "Failed", "Undetermined"]);

/** The outcome the latest photo that ran `check` gave it. */
function latest(captures: readonly JudgedCapture[], check: string): CheckOutcome | undefined {
  for (let i = captures.length - 1; i >= 0; i--) {
    const outcome = captures[i]!.checks?.[check];
    if (outcome && DECIDED.has(outcome)) return outcome;
  }
  return undefined;
}

/**
 * A side's check: passed once a photo of `action` passed `check` (the front of an accepted type,
 * the back of the same card), whatever else that photo failed; otherwise the latest photo's
 * verdict on it, failed too for a photo of something that is no identity document.
 */
function sideCheck(
  captures: readonly JudgedCapture[],
  action: string,
  check: string,
): CheckOutcome | undefined {
  const ofSide = captures.filter((capture) => capture.action === action);
  if (ofSide.some((capture) => capture.checks?.[check] === "Passed")) return "Passed";
  const last = ofSide.at(-1);
  if (last?.reasons.includes("notAnIdentityDocument")) return "Failed";
  return latest(ofSide, check);
}

/**
 * The proof-of-address policy: the latest proof's verdict; a proof that passed on the name and
 * the date waits for the address step ("SuccessNeeded") until its check against the address
 * answered decides.
 */
function proofPolicy(
  captures: readonly JudgedCapture[],
  addressCheck: JourneyRecord["addressCheck"],
): CheckOutcome | undefined {
  if (addressCheck) return addressCheck.result;
  const last = captures.filter((capture) => capture.action === "ADDRESS").at(-1);
  if (!last) return undefined;
  return last.highLevelResult === "Passed" ? (last.checks?.proofAddress ?? "Passed") : "Failed";
}

export function checkDetailsOf(
  captures: readonly JudgedCapture[],
  journey: Pick<
    JourneyRecord,
    "state" | "highLevelResult" | "documentType" | "dataCheck" | "addressCheck"
  > &
    Partial<Pick<JourneyRecord, "checkDetails">>,
  /** The actions the journey's definition asks for. */
  actions: readonly string[],
): Record<CheckDetailName, CheckOutcome> {
  const pending: CheckOutcome = journey.state === "ended" ? "Skipped" : "SuccessNeeded";
  const passport =
    journey.documentType === "Passport" ||
    captures.some(
      (capture) => capture.action === "IDENTITY:FRONT" && capture.documentType === "Passport",
    );
  const details: Record<CheckDetailName, CheckOutcome | undefined> = {
    FrontSideTypeCheck: sideCheck(captures, "IDENTITY:FRONT", "documentType"),
    BackSideCheck: passport ? "NotNeeded" : sideCheck(captures, "IDENTITY:BACK", "sidesMatch"),
    Expiry: latest(captures, "expiry"),
    Support: latest(captures, "issuingCountry"),
    Validation: latest(captures, "machineReadableZone"),
    ProofPolicy: actions.includes("ADDRESS")
      ? proofPolicy(captures, journey.addressCheck)
      : "NotNeeded",
    FaceMatchValidation: actions.includes("SELFIE") ? latest(captures, "faceMatch") : "NotNeeded",
    AccumulativeLivenessResult: actions.includes("LIVENESS")
      ? latest(captures, "liveness")
      : "NotNeeded",
    UnderageRule: latest(captures, "underage"),
    CovidPassCrossCheck: actions.includes("COVID")
      ? latest(captures, "healthPassHolder")
      : "NotNeeded",
    DataChecks:
      journey.dataCheck?.result ??
      (journey.highLevelResult === "Passed" ? "SuccessNeeded" : undefined),
    // Decided once, as the passed journey's scan is recorded, and kept from then on.
    LookBackCheck: journey.checkDetails?.LookBackCheck,
  };
  return Object.fromEntries(
    CHECK_DETAIL_NAMES.map((name) => [name, details[name] ?? pending]),
  ) as Record<CheckDetailName, CheckOutcome>;
}
