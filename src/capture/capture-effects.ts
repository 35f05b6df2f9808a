/** What the machine asks the host to do; the session runtime carries each out through a port. */
import type { ResultPurpose, TimerName } from "./capture-events.ts";
import type { HostCommand, HostRoute, JourneyNotice } from "./journey-vocabulary.ts";
import type { StatusReport } from "./status-report.ts";

export type CaptureEffect =
  | { type: "fetchScanToken"; definitionId?: string }
  | { type: "fetchJourneyResult"; journeyId: string; purpose: ResultPurpose }
  | { type: "notifyJourney"; journeyStatus: JourneyNotice; journeyId: string | null }
  | { type: "reportStatus"; report: StatusReport }
  | { type: "startTimer"; timer: TimerName; ms: number }
  | { type: "clearTimer"; timer: TimerName }
  | { type: "navigate"; route: HostRoute }
  | { type: "dispatch"; command: HostCommand };
