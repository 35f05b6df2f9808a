/**
 * What the phone's upload page asks of its host beyond the capture session's ports: skipping the
 * upload, and the camera's analytics events. On a phone the desktop handed the upload to, skipping
 * is the hand-off's skip (skip-hybrid-upload), which leads back to the desktop (spec §4).
 */
import { clientEnvironment } from "../../../flow/client-environment.ts";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { callProxy } from "../../../flow/proxy-client.ts";
import type { SessionState } from "../../../flow/session-store.ts";
import { followAnswer, goToRoute } from "../../follow-answer.ts";

export interface MobileUploadPorts {
  /** "Skip step": the upload is left for later and the flow goes on. */
  skipUpload(): Promise<void>;
  /**
   * A camera event for analytics, named by its route of the flow (cameraPermissionDenied,
   * cameraBlankFeedDetected: routes without a path); failures are only logged.
   */
  trackCameraEvent(route: string): void;
}

/** The action the flow names for the phone's upload step. */
const MOBILE_UPLOAD_ACTION = "document/mobile-document-upload";
/** Skipping on the hand-off's phone (spec §4: "skipping on the mobile or hybrid path"). */
const HANDOFF_SKIP_ACTION = "skip-hybrid-upload";
const SKIPPED_TO = "personalDataConfirm";

export function mobileUploadPorts(state: SessionState): MobileUploadPorts {
  return {
    async skipUpload() {
      // The server's answer leads; should it fail, skipping still goes on to personal data, as
      // the spec's file-upload mode says (and the hand-off's skip failure is only logged, §8).
      const action = state.handoff ? HANDOFF_SKIP_ACTION : MOBILE_UPLOAD_ACTION;
      try {
        const answer = await callProxy(state, action, state.handoff ? {} : { skipUpload: true });
        if (answer.status === "success" && (answer.next || answer.callback))
          return followAnswer(state, ONBOARDING_FLOW, answer);
      } catch (error) {
        console.warn("skipping the upload was not recorded", error);
      }
      goToRoute(state, ONBOARDING_FLOW, state.handoff ? "mobileReturnToDesktop" : SKIPPED_TO);
    },
    trackCameraEvent(route) {
      callProxy(state, "dc", {
        event: "route",
        route,
        ...clientEnvironment(navigator.userAgent),
      }).catch((error: unknown) => console.warn("analytics event not sent", error));
    },
  };
}
