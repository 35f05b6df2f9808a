/**
 * The names of the identity journey's checks, which the server's document checks give and the
 * results page shows: a photo's checks, in the order a photo reaches them, and the journey's
 * check details (widget spec §3 "Additional checks and detail entries"), in the spec's order.
 */
export const PHOTO_CHECK_NAMES = [
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
export type PhotoCheckName = (typeof PHOTO_CHECK_NAMES)[number];

export const CHECK_DETAIL_NAMES = [
  "FrontSideTypeCheck",
  "BackSideCheck",
  "Expiry",
  "Support",
  "Validation",
  "UnderageRule",
  "DataChecks",
] as const;
export type CheckDetailName = (typeof CHECK_DETAIL_NAMES)[number];
