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
  residenceCountry: string | null;
  registered: boolean;
}
