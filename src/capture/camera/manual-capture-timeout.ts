/**
 * The manual-capture timeout (onboarding spec §9, "manual-capture timeout 15", unit not stated:
 * taken as seconds). Its meaning here (docs/DECISIONS.md): once the shutter is on offer (after the
 * 5 s without auto-capture, or manual mode switched on), a user who has taken no photo for this
 * long is stuck or away; the camera is then paused (the stream stopped: battery and privacy),
 * with "resume camera" and "upload a file instead" on offer.
 */
export const MANUAL_CAPTURE_TIMEOUT_MS = 15_000;

export const manualCaptureTimedOut = (shutterSince: number, now: number): boolean =>
  now - shutterSince >= MANUAL_CAPTURE_TIMEOUT_MS;
