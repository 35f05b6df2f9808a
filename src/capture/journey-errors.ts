/**
 * Why the journey refused an event or a definition, as codes; the texts live in the locale files
 * (widget spec §8: "Cannot send requests. The journey has ended", "The journey is waiting for a
 * response", "Flow state not found").
 */
export type JourneyError =
  /** No scan token yet, so there is no journey to send to. */
  | { code: "journeyNotStarted" }
  /** The session was disposed (its view unmounted) and not started again. */
  | { code: "sessionStopped" }
  /** The journey has ended: nothing can be sent any more. */
  | { code: "journeyEnded" }
  /** A request of the journey is still outstanding. */
  | { code: "waitingForResponse" }
  /** The event does not fit the journey's current step, e.g. a transfer completing that never started. */
  | { code: "unexpectedEvent"; event: string }
  /** A definition names an action the contract does not have. */
  | { code: "unknownAction"; action: string }
  /** A definition is not shaped as expected; `path` is a JSON pointer to the bad value. */
  | { code: "invalidDefinition"; path: string };

export type JourneyErrorCode = JourneyError["code"];

/** Every code, each with its text in the locale files (a code added above and not here fails the type check). */
const CODES: Record<JourneyErrorCode, true> = {
  journeyNotStarted: true,
  sessionStopped: true,
  journeyEnded: true,
  waitingForResponse: true,
  unexpectedEvent: true,
  unknownAction: true,
  invalidDefinition: true,
};
export const JOURNEY_ERROR_CODES = Object.keys(CODES) as JourneyErrorCode[];
