/**
 * The names of the identity journey's checks, which the server's document and selfie checks give
 * and the results page shows: a photo's checks, in the order a photo reaches them (a proof of address's after the document's, a selfie's after those), and the journey's
 * check details (widget spec §3 "Additional checks and detail entries"), in the spec's order.
 */
export const DOCUMENT_CHECK_NAMES = [
  "documentFound",
  "sharpness",
  "glare",
  "resolution",
  "machineReadableZone",
  "frontRecognised",
  "documentType",
  "issuingCountry",
  "sidesMatch",
  "expiry",
  "underage",
] as const;
export type DocumentCheckName = (typeof DOCUMENT_CHECK_NAMES)[number];

/** A selfie's checks: one face found on it, and matched with the document's portrait. */
export const SELFIE_CHECK_NAMES = ["faceFound", "faceMatch"] as const;

/**
 * A liveness attempt's checks: the actions shown in time (the accumulative liveness result), and
 * every frame's face the selfie's.
 */
export const LIVENESS_CHECK_NAMES = ["liveness", "livenessFace"] as const;

/**
 * A proof of address's checks: the identity document holder's name on it, the address they
 * answered (still to be done until the address step is sent), and its issue date within the
 * period the journey definition sets.
 */
export const ADDRESS_PROOF_CHECK_NAMES = [
  "proofHolderName",
  "proofAddress",
  "proofIssueDate",
] as const;

/**
 * A health certificate's checks: its QR code read as an EU Digital COVID Certificate, its
 * signature by a configured key (undetermined where none is configured), not expired, and its
 * holder the identity document's (the Covid pass cross-check).
 */
export const HEALTH_PASS_CHECK_NAMES = [
  "healthPassCode",
  "healthPassSignature",
  "healthPassValidity",
  "healthPassHolder",
] as const;

export const PHOTO_CHECK_NAMES = [
  ...DOCUMENT_CHECK_NAMES,
  ...ADDRESS_PROOF_CHECK_NAMES,
  ...HEALTH_PASS_CHECK_NAMES,
  ...SELFIE_CHECK_NAMES,
  ...LIVENESS_CHECK_NAMES,
] as const;
export type PhotoCheckName = (typeof PHOTO_CHECK_NAMES)[number];

export const CHECK_DETAIL_NAMES = [
  "FrontSideTypeCheck",
  "BackSideCheck",
  "Expiry",
  "Support",
  "Validation",
  "ProofPolicy",
  "FaceMatchValidation",
  "AccumulativeLivenessResult",
  "UnderageRule",
  "CovidPassCrossCheck",
  "DataChecks",
  "LookBackCheck",
] as const;
export type CheckDetailName = (typeof CHECK_DETAIL_NAMES)[number];
