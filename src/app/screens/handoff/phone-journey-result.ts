/**
 * Reads the result of the phone's journey for the desktop, the same way the desktop's own upload
 * reads one (capture-host-ports.ts: GET journey/get with the scan token), and where it leads.
 */
import {
  routeAfterPhoneJourney,
  type PhoneJourney,
} from "../../../flow/handoff/handoff-answers.ts";
import type { SessionState } from "../../../flow/session-store.ts";
import { captureHostPorts } from "../capture/capture-host-ports.ts";

export async function routeOfPhoneJourney(
  state: SessionState,
  { journeyId, backendUrl, gbgToken }: PhoneJourney,
): Promise<"uploadSucceeded" | "uploadFailed"> {
  try {
    const result = await captureHostPorts(state).fetchJourneyResult(journeyId, {
      journeyId,
      backendUrl,
      gbgToken,
      clientId: "",
    });
    return routeAfterPhoneJourney(result.highLevelResult);
  } catch {
    // A result that cannot be had counts as a failed upload (spec §8).
    return routeAfterPhoneJourney(undefined);
  }
}
