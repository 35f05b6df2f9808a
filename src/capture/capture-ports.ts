/**
 * What a capture session needs from its host: a clock with timers (tests give a fake one), the
 * host's calls (notify-journey, status report, scanning token, journey result) and its
 * navigation. The session never calls fetch itself.
 */
import type { JourneyResult } from "./journey-result.ts";
import type {
  HostCommand,
  HostRoute,
  JourneyChoice,
  JourneyNotice,
  ScanSession,
} from "./journey-vocabulary.ts";
import type { StatusReport } from "./status-report.ts";

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The browser's or Node's clock, looked up on each call so that fake timers replace it. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  },
};

export interface CapturePorts {
  clock: Clock;
  /** The host's notify-journey call: journeyStatus is the journey event. */
  notifyJourney(journeyStatus: JourneyNotice, journeyId: string | null): Promise<void> | void;
  /** The host's status-report call. */
  reportStatus(report: StatusReport): Promise<void> | void;
  /**
   * The host's scanning-token call, for the definition chosen where one was: the scan session, or
   * the definitions to choose between where several serve the page and none was chosen. Rejects
   * when the answer is not a success, with NoJourneyDefinitionsError where no definition serves.
   */
  fetchScanToken(definitionId?: string): Promise<ScanSession | { choices: JourneyChoice[] }>;
  /**
   * GET {backendUrl}idscanenterprisesvc/journey/get?journeyId={id} with the scan token; the
   * session is the one the scanning-token call returned. `journeyResultFromWire` reads the answer.
   */
  fetchJourneyResult(journeyId: string, session: ScanSession | undefined): Promise<JourneyResult>;
  /** Go to a host route. */
  navigate(route: HostRoute): void;
  /** Run a host action (the recommend-mobile popup's choices). */
  dispatch(command: HostCommand): void;
  /**
   * A notify-journey or status-report call failed; the session goes on either way.
   * @default ignores the failure
   */
  onPortError?(port: "notifyJourney" | "reportStatus", error: unknown): void;
}
