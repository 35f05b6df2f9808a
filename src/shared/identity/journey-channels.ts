/**
 * The channels a journey definition serves: the computer's upload page (`desktop`) and a phone's,
 * on the phone path or reached by the hand-off (`mobile`). A journey starts with a definition
 * that serves the channel it is started on; more than one, and the client chooses.
 */
export const JOURNEY_CHANNELS = ["desktop", "mobile"] as const;

export type JourneyChannel = (typeof JOURNEY_CHANNELS)[number];

export const isJourneyChannel = (value: unknown): value is JourneyChannel =>
  (JOURNEY_CHANNELS as readonly unknown[]).includes(value);

/** What a client chooses between: a definition's id and the actions it asks for, in order. */
export interface JourneyChoice {
  id: string;
  actions: string[];
}
