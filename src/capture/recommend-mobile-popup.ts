/**
 * The recommend-mobile popup of the desktop upload (onboarding spec §2, §4): "proceed" keeps the
 * desktop upload (DATA_UPLOAD_CHOICE, dataUploadChoice 2), "back to mobile upload" returns to the
 * device choice (SELECT_MOBILE_DESKTOP, mobileDesktopChoice 1). The host dispatches them.
 */
import type { CaptureState } from "./capture-state.ts";
import type { Transition } from "./capture-transition.ts";

export const proceedOnDesktop = (state: CaptureState): Transition => ({
  state,
  effects: [{ type: "dispatch", command: { type: "DATA_UPLOAD_CHOICE", dataUploadChoice: 2 } }],
});

export const backToMobileUpload = (state: CaptureState): Transition => ({
  state,
  effects: [
    { type: "dispatch", command: { type: "SELECT_MOBILE_DESKTOP", mobileDesktopChoice: 1 } },
  ],
});
