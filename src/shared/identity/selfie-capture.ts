/**
 * How the phone's selfie camera offers manual capture (widget spec §2: the switch "shown checked
 * or hidden by default for selfie"), a SELFIE step's `manualCapture` in the journey definition:
 * hidden (the default: the photo is taken by itself once the face is right, and the round button
 * takes it at any time), or the switch shown and checked (the client takes it with the button).
 */
export const SELFIE_MANUAL_CAPTURE = ["hidden", "shownChecked"] as const;
export type SelfieManualCapture = (typeof SELFIE_MANUAL_CAPTURE)[number];

export const isSelfieManualCapture = (value: unknown): value is SelfieManualCapture =>
  (SELFIE_MANUAL_CAPTURE as readonly unknown[]).includes(value);
