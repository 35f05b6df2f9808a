/**
 * The manual shutter (onboarding spec §9, "scanner auto-capture timeout 5000 ms"): when
 * auto-capture has not taken the photo this long after scanning started, the view offers the
 * shutter button so the user can take it by hand.
 */
export const SHUTTER_OFFER_MS = 5000;

export const shutterOffered = (scanStartedAt: number, now: number): boolean =>
  now - scanStartedAt >= SHUTTER_OFFER_MS;
