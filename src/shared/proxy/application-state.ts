/** Where an application stands, as `get-token` and `new-login` answer it (spec §3 "Responses"). */
export interface ApplicationState {
  /** The route the application resumes at. */
  route: string;
  /** Saved data per step, keyed by the step's route name. */
  steps: Record<string, Record<string, unknown>>;
  /**
   * Data read for steps from a source (the document scan) that is newer than what the user saved,
   * keyed by route name: the form starts from it and asks the user to check it.
   */
  prefill: Record<string, Record<string, unknown>>;
  /** Parts of steps sent and still in force (a phone code still valid): see `SentParts`. */
  sentParts: SentParts;
  residenceCountry: string | null;
  registered: boolean;
}

/**
 * Parts of a step (UI schema sections marked `send`) the server took and still holds to, by
 * route name and section id, with the values they were sent with: a reload starts the form past
 * them, as it stood before.
 */
export type SentParts = Record<string, Record<string, Record<string, unknown>>>;
