/**
 * The ports of a capture session on a host's page (`src/capture`'s CapturePorts): the
 * scanning-token call is the host's own (`scanSession`); the notify-journey events and the status
 * reports go to the host's listeners; the result is fetched from the journey service at
 * `backendUrl`; where the journey leads at its end is told to the listeners and to the widget,
 * with the result it ended with.
 */
import { systemClock, type CapturePorts } from "../../../src/capture/capture-ports.ts";
import type { JourneyResult } from "../../../src/capture/journey-result.ts";
import type { HostRoute } from "../../../src/capture/journey-vocabulary.ts";
import { scanSessionFromWire } from "../../../src/capture/scan-session-wire.ts";
import { fetchJourneyAnswer } from "../service/service-calls.ts";
import type { HostEvents } from "./host-events.ts";
import type { HostSettings } from "./host-options.ts";

/** How the journey ended: where it leads, its id and the last result the service gave. */
export interface HostEnding {
  route: HostRoute;
  journeyId: string | null;
  result: JourneyResult | undefined;
}

export function hostPorts(
  settings: Pick<HostSettings, "backendUrl" | "scanSession">,
  events: Pick<HostEvents, "emit">,
  onEnd: (ending: HostEnding) => void,
): CapturePorts {
  let journeyId: string | null = null;
  let result: JourneyResult | undefined;
  return {
    clock: systemClock,
    notifyJourney(journeyStatus, id) {
      journeyId = id ?? journeyId;
      events.emit(journeyStatus, { journeyId: id });
    },
    reportStatus(report) {
      events.emit("status", report);
    },
    async fetchScanToken(definitionId) {
      const answer: unknown = await settings.scanSession(definitionId);
      if (typeof answer !== "object" || answer === null)
        throw new Error("the host's scanning-token call gave no answer");
      // The journey service is where the host's configuration says it is.
      return scanSessionFromWire({ ...answer, backendUrl: settings.backendUrl });
    },
    async fetchJourneyResult(id, session) {
      if (!session) throw new Error("no scan session");
      const answer = await fetchJourneyAnswer(session, id);
      if (!answer.ok) throw new Error(`journey result answered ${answer.status}`);
      journeyId = id;
      result = answer.result;
      return answer.result;
    },
    navigate(route) {
      events.emit(route, { journeyId, result });
      onEnd({ route, journeyId, result });
    },
    // The popup recommending the phone is the onboarding page's; an embedded journey has none.
    dispatch() {},
  };
}
