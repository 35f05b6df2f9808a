/**
 * Blur validation calls, one line per field: a newer call for a field supersedes the older one
 * (its answer is ignored and its request aborted), and submit can wait for all of them.
 */

export type FieldValidationTask = (signal: AbortSignal) => Promise<string[] | undefined>;

export class FieldValidationQueue {
  private readonly latest = new Map<
    string,
    { seq: number; controller: AbortController; done: Promise<void> }
  >();
  private seq = 0;

  /**
   * Runs a validation for a field and calls `apply` with its messages, unless a newer call for
   * the same field started meanwhile.
   */
  run(
    field: string,
    task: FieldValidationTask,
    apply: (messages: string[]) => void,
  ): Promise<void> {
    this.latest.get(field)?.controller.abort();
    const seq = ++this.seq;
    const controller = new AbortController();
    const done = task(controller.signal)
      .then((messages) => {
        if (this.latest.get(field)?.seq === seq && messages) apply(messages);
      })
      .catch(() => {
        // A superseded or failed blur check leaves the field as it was; submit validates again.
      })
      .finally(() => {
        if (this.latest.get(field)?.seq === seq) this.latest.delete(field);
      });
    this.latest.set(field, { seq, controller, done });
    return done;
  }

  /** Resolves when every call in flight now has settled. */
  async settled(): Promise<void> {
    while (this.latest.size)
      await Promise.all([...this.latest.values()].map((entry) => entry.done));
  }

  get pendingFields(): string[] {
    return [...this.latest.keys()];
  }
}
