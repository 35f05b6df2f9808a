/**
 * What the phone's upload page asks of its host beyond the capture session's ports: skipping the
 * upload, and the camera's analytics events. A page opened from the desktop's hand-off will give
 * its own `skipUpload` (skip-hybrid-upload, then back to the desktop).
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
const SKIPPED_TO = "personalDataConfirm";

export function mobileUploadPorts(state: SessionState): MobileUploadPorts {
  return {
    async skipUpload() {
      // The server's answer leads when it has one for the step; until it takes the action (it
      // answers 404 today), skipping goes on to personal data, as the spec's file-upload mode says.
      try {
        const answer = await callProxy(state, MOBILE_UPLOAD_ACTION, { skipUpload: true });
        if (answer.status === "success" && (answer.next || answer.callback))
          return followAnswer(state, ONBOARDING_FLOW, answer);
      } catch (error) {
        console.warn("skipping the upload was not recorded", error);
      }
      goToRoute(state, ONBOARDING_FLOW, SKIPPED_TO);
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
