/**
 * The runtime of one identity-capture session. It holds the state of the pure machine
 * (`reduceCapture`) and carries out its effects through the host's ports: timers on the injected
 * clock, port answers fed back in as events.
 *
 * The widget's journey (terms, steps, attempts, transfers, the 30 s attempt timeout,
 * notify-journey, status reports) and the host's timers (scan-token retries, the waits after the
 * end, the route, the popup commands) are one machine with one state, because they hand each other
 * the scan session, the journey id and the end; they are split by module instead (token-fetch,
 * journey-progress, journey-attempt, journey-ending, recommend-mobile-popup), each a set of pure
 * transitions.
 *
 * Views use `subscribe` and `getSnapshot` (React: useSyncExternalStore); the snapshot keeps its
 * identity until the state changes.
 *
 * @example
 * const session = createCaptureSession(
 *   { locale: "pl", residence: "PL", scanType: "DESKTOP", query: new URLSearchParams(location.search) },
 *   ports,
 * );
 * session.start();
 * session.send({ type: "transferStarted" });
 */
import type { CaptureEffect } from "./capture-effects.ts";
import type { CaptureEvent, TimerName, ViewEvent } from "./capture-events.ts";
import type { CapturePorts } from "./capture-ports.ts";
import { reduceCapture } from "./capture-reducer.ts";
import { captureSnapshot, type CaptureSnapshot } from "./capture-snapshot.ts";
import { initialCaptureState, type CaptureContext, type CaptureState } from "./capture-state.ts";
import { IDENTITY_JOURNEY } from "./identity-journey.ts";
import type { JourneyDefinition } from "./journey-definition.ts";
import type { JourneyError } from "./journey-errors.ts";
import { NoJourneyDefinitionsError, type ScanType } from "./journey-vocabulary.ts";

export type SendOutcome = { ok: true } | { ok: false; error: JourneyError };

export interface CaptureSessionOptions {
  /** @default IDENTITY_JOURNEY (flows/identity-journey.json) */
  definition?: JourneyDefinition;
  /** The page's locale, e.g. "pl". */
  locale: string;
  /** Country of residence the user gave, e.g. "PL". */
  residence: string | null;
  scanType: ScanType;
  /** The page query; mobile=true or qrCode=true make the end return to the desktop. */
  query: { get(name: string): string | null };
}

/** The page query asks the end of the journey to return to the desktop. */
export const returnsToDesktop = (query: { get(name: string): string | null }): boolean =>
  query.get("mobile") === "true" || query.get("qrCode") === "true";

export class CaptureSession {
  private state: CaptureState;
  private snapshot: CaptureSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Map<TimerName, { handle: unknown; dueAt: number }>();
  private stopped = false;

  constructor(
    context: CaptureContext,
    private readonly ports: CapturePorts,
  ) {
    this.state = initialCaptureState(context);
    this.snapshot = captureSnapshot(this.state);
  }

  /**
   * Requests the scan token; the journey starts when it arrives. After `dispose` it resumes the
   * timers where they were (React's StrictMode runs a mount effect, its clean-up, then the effect
   * again); otherwise later calls do nothing.
   */
  start(): void {
    if (this.stopped) {
      this.stopped = false;
      for (const [timer, { dueAt }] of this.timers) {
        this.arm(timer, Math.max(0, dueAt - this.ports.clock.now()));
      }
    }
    this.feed({ type: "begin" });
  }

  /** A view event; refused events leave the session as it was and say why. */
  send = (event: ViewEvent): SendOutcome => {
    const refused = this.feed(event);
    return refused ? { ok: false, error: refused } : { ok: true };
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CaptureSnapshot => this.snapshot;

  /** Stops the timers and drops events and port answers until `start` is called again. */
  dispose(): void {
    this.stopped = true;
    for (const { handle } of this.timers.values()) this.ports.clock.clearTimeout(handle);
  }

  private feed(event: CaptureEvent): JourneyError | undefined {
    if (this.stopped) return { code: "sessionStopped" };
    const transition = reduceCapture(this.state, event, this.ports.clock.now());
    if (transition.refused) return transition.refused;
    if (transition.state !== this.state) {
      this.state = transition.state;
      this.snapshot = captureSnapshot(this.state);
      for (const listener of [...this.listeners]) listener();
    }
    for (const effect of transition.effects) this.run(effect);
    return undefined;
  }

  private run(effect: CaptureEffect): void {
    const { ports } = this;
    switch (effect.type) {
      case "fetchScanToken":
        this.ask(
          () => ports.fetchScanToken(effect.definitionId),
          (answer) =>
            "choices" in answer
              ? { type: "choicesReceived", choices: answer.choices }
              : { type: "tokenReceived", session: answer },
          (error) =>
            error instanceof NoJourneyDefinitionsError
              ? { type: "noDefinitions" }
              : { type: "tokenFailed" },
        );
        return;
      case "fetchJourneyResult": {
        const { token } = this.state;
        const session = token.status === "received" ? token.session : undefined;
        const { purpose } = effect;
        this.ask(
          () => ports.fetchJourneyResult(effect.journeyId, session),
          (result) => ({ type: "resultReceived", purpose, result }),
          { type: "resultFailed", purpose },
        );
        return;
      }
      case "notifyJourney":
        this.tell("notifyJourney", () =>
          ports.notifyJourney(effect.journeyStatus, effect.journeyId),
        );
        return;
      case "reportStatus":
        this.tell("reportStatus", () => ports.reportStatus(effect.report));
        return;
      case "startTimer":
        this.clearTimer(effect.timer);
        this.arm(effect.timer, effect.ms);
        return;
      case "clearTimer":
        this.clearTimer(effect.timer);
        return;
      case "navigate":
        ports.navigate(effect.route);
        return;
      case "dispatch":
        ports.dispatch(effect.command);
        return;
    }
  }

  private arm(timer: TimerName, ms: number): void {
    const { clock } = this.ports;
    const handle = clock.setTimeout(() => {
      this.timers.delete(timer);
      this.feed({ type: "timerFired", timer });
    }, ms);
    this.timers.set(timer, { handle, dueAt: clock.now() + ms });
  }

  private clearTimer(timer: TimerName): void {
    const armed = this.timers.get(timer);
    if (armed === undefined) return;
    this.ports.clock.clearTimeout(armed.handle);
    this.timers.delete(timer);
  }

  /** Calls a port whose answer comes back as an event; a throw or rejection is its failure. */
  private ask<T>(
    call: () => Promise<T>,
    answered: (value: T) => CaptureEvent,
    failed: CaptureEvent | ((error: unknown) => CaptureEvent),
  ) {
    let promise: Promise<T>;
    try {
      promise = call();
    } catch {
      promise = Promise.reject(new Error("port threw"));
    }
    promise.then(
      (value) => this.feed(answered(value)),
      (error: unknown) => this.feed(typeof failed === "function" ? failed(error) : failed),
    );
  }

  /** Calls a port whose answer the session does not need; failures go to onPortError. */
  private tell(port: "notifyJourney" | "reportStatus", call: () => Promise<void> | void): void {
    const failed = (error: unknown) => this.ports.onPortError?.(port, error);
    try {
      Promise.resolve(call()).catch(failed);
    } catch (error) {
      failed(error);
    }
  }
}

export function createCaptureSession(
  options: CaptureSessionOptions,
  ports: CapturePorts,
): CaptureSession {
  return new CaptureSession(
    {
      definition: options.definition ?? IDENTITY_JOURNEY,
      locale: options.locale,
      residence: options.residence,
      scanType: options.scanType,
      returnsToDesktop: returnsToDesktop(options.query),
    },
    ports,
  );
}
