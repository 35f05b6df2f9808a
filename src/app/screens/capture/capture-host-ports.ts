/**
 * The host's side of a capture session (the ports of `src/capture`): the proxy calls
 * (get-idscan-token, notify-journey, gbg-status, gbg-stats), the journey service's result
 * (widgets/identityJourney/service/), and the flow's navigation.
 *
 * A notify-journey call the network loses shows the global error (spec §8), as one the server
 * refuses does; gbg-stats, sent with the journey's final status, is only warned about when it
 * fails (spec §7).
 */
import type { CapturePorts } from "../../../capture/capture-ports.ts";
import { systemClock } from "../../../capture/capture-ports.ts";
import type { HostCommand } from "../../../capture/journey-vocabulary.ts";
import { scanSessionFromWire } from "../../../capture/scan-session-wire.ts";
import { clientEnvironment } from "../../../flow/client-environment.ts";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { findRoute } from "../../../shared/flow/flow-definition.ts";
import { callProxy, NetworkError } from "../../../flow/proxy-client.ts";
import type { SessionState } from "../../../flow/session-store.ts";
import { fetchJourneyAnswer } from "../../../../widgets/identityJourney/service/service-calls.ts";
import { followAnswer, goToRoute } from "../../follow-answer.ts";
import { showGlobalError } from "../../chrome/global-error.ts";
import { endedByJourneyAnswer } from "../../../flow/handoff/handoff-ending.ts";

/** The flow's route whose action each popup command posts. */
const COMMAND_ROUTES: Record<HostCommand["type"], string> = {
  DATA_UPLOAD_CHOICE: "dataUploadChoice",
  SELECT_MOBILE_DESKTOP: "mobileDesktopChoice",
};

/** The words the ports show: the global error of a call the network lost. */
export interface CaptureHostTexts {
  t(key: string): string;
}

export function captureHostPorts(state: SessionState, texts?: CaptureHostTexts): CapturePorts {
  return {
    clock: systemClock,
    async notifyJourney(journeyStatus, journeyId) {
      if (!journeyId) return;
      let answer;
      try {
        answer = await callProxy(state, "notify-journey", { journeyStatus, journeyId });
      } catch (error) {
        if (error instanceof NetworkError && texts)
          showGlobalError(state, texts.t("errors:network"));
        throw error;
      }
      if (answer.status === "error") followAnswer(state, ONBOARDING_FLOW, answer);
    },
    async reportStatus(report) {
      await callProxy(state, "gbg-status", { ...report });
      if (report.type === 2) void sendStats(state, report.journeyStatus);
    },
    async fetchScanToken(definitionId) {
      const answer = await callProxy(
        state,
        "get-idscan-token",
        definitionId === undefined ? {} : { definitionId },
      );
      // The server says where the application stands instead (the flow has not reached the
      // upload yet, or no journey is left): the page goes there and this session ends with it.
      if (
        answer.status === "error" &&
        answer.code !== "noDefinitions" &&
        (answer.next || answer.restart)
      ) {
        followAnswer(state, ONBOARDING_FLOW, answer);
        throw new Error("no scan session here");
      }
      return scanSessionFromWire(answer);
    },
    async fetchJourneyResult(journeyId, session) {
      if (!session) throw new Error("no scan session");
      const answer = await fetchJourneyAnswer(session, journeyId);
      if (answer.ok) return answer.result;
      // A hand-off phone whose desktop went on without it shows the "ended" page instead.
      endedByJourneyAnswer(state, answer.code);
      throw new Error(`journey result answered ${answer.status}`);
    },
    navigate(route) {
      goToRoute(state, ONBOARDING_FLOW, route);
    },
    dispatch(command) {
      const { type, ...data } = command;
      const action = findRoute(ONBOARDING_FLOW, COMMAND_ROUTES[type])?.action;
      if (!action) return;
      void callProxy(state, action, data).then(
        (answer) => {
          // Staying on the desktop only records the choice; going back to the phone follows it.
          if (type === "SELECT_MOBILE_DESKTOP") followAnswer(state, ONBOARDING_FLOW, answer);
        },
        () => undefined,
      );
    },
  };
}

/** The file-type validation event (spec §5): a file the uploader does not take was chosen. */
export function trackWrongFileType(state: SessionState, route: string): void {
  callProxy(state, "dc", {
    event: "fileTypeValidation",
    route,
    ...clientEnvironment(navigator.userAgent),
  }).catch((error: unknown) => console.warn("analytics event not sent", error));
}

/** The journey's final status for the scan statistics; a failure is only warned about. */
async function sendStats(state: SessionState, status: string): Promise<void> {
  try {
    const answer = await callProxy(state, "gbg-stats", { status });
    if (answer.status !== "success") console.warn("gbg-stats was refused", answer);
  } catch (error) {
    console.warn("gbg-stats was not sent", error);
  }
}
