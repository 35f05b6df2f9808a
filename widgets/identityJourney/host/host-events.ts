/**
 * What the embedded journey tells its host page: the notify-journey events (`start`,
 * `progress`, `cancel`, `clear`, `end`, `TCCDISAGREE`), each status report (`status`), and where
 * the journey leads at its end (`uploadSucceeded`, `uploadFailed`, `uploadException`,
 * `mobileReturnToDesktop`). A host listens with `on(event, callback, priority)`: the callbacks of
 * an event run by priority, the highest first, and in the order they were added where equal. A
 * callback that throws is reported on the console and the others still run.
 */
import type { JourneyResult } from "../../../src/capture/journey-result.ts";
import type { HostRoute, JourneyNotice } from "../../../src/capture/journey-vocabulary.ts";
import type { StatusReport } from "../../../src/capture/status-report.ts";
import { IdentityJourneyError } from "./host-errors.ts";

/** Where the journey led: its id, and the last result the service gave (none where it gave none). */
export interface JourneyEndPayload {
  journeyId: string | null;
  result: JourneyResult | undefined;
}

/** What each event's callback is given. */
export interface HostEventPayloads
  extends
    Record<JourneyNotice, { journeyId: string | null }>,
    Record<HostRoute, JourneyEndPayload> {
  status: StatusReport;
}

export type HostEventName = keyof HostEventPayloads;

const EVENT_NAMES: readonly HostEventName[] = [
  "start",
  "progress",
  "cancel",
  "clear",
  "end",
  "TCCDISAGREE",
  "status",
  "uploadSucceeded",
  "uploadFailed",
  "uploadException",
  "mobileReturnToDesktop",
] satisfies readonly (JourneyNotice | HostRoute | "status")[];

/** The priority of a callback added without one. */
export const DEFAULT_PRIORITY = 1;

interface Listener {
  callback: (payload: never) => void;
  priority: number;
  order: number;
}

export interface HostEvents {
  /**
   * Calls `callback` on each `event`; the highest `priority` first. Returns what removes it.
   * @throws IdentityJourneyError for an event name that is not a string or not an event, a
   * callback that is not a function, or a priority that is not a positive number.
   */
  on<E extends HostEventName>(
    event: E,
    callback: (payload: HostEventPayloads[E]) => void,
    priority?: number,
  ): () => void;
  emit<E extends HostEventName>(event: E, payload: HostEventPayloads[E]): void;
}

export function createHostEvents(): HostEvents {
  const listeners = new Map<HostEventName, Listener[]>();
  let added = 0;
  return {
    on(event, callback, priority = DEFAULT_PRIORITY) {
      if (typeof event !== "string") throw new IdentityJourneyError("eventNameNotString", "event");
      if (!EVENT_NAMES.includes(event))
        throw new IdentityJourneyError("invalidValue", `event "${event}"`);
      if (typeof callback !== "function")
        throw new IdentityJourneyError("callbackNotFunction", "callback");
      if (typeof priority !== "number" || !Number.isFinite(priority) || priority <= 0)
        throw new IdentityJourneyError("priorityNotPositive", "priority");
      const listener: Listener = { callback, priority, order: added++ };
      const list = [...(listeners.get(event) ?? []), listener].sort(
        (a, b) => b.priority - a.priority || a.order - b.order,
      );
      listeners.set(event, list);
      return () => {
        listeners.set(
          event,
          (listeners.get(event) ?? []).filter((other) => other !== listener),
        );
      };
    },
    emit(event, payload) {
      for (const { callback } of listeners.get(event) ?? []) {
        try {
          (callback as (value: typeof payload) => void)(payload);
        } catch (error) {
          console.error(`an identity journey "${event}" callback failed`, error);
        }
      }
    },
  };
}
