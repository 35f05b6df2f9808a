/**
 * Runs work keyed by a name one at a time within this process: each call waits for the calls on
 * the same key before it. A step's submissions of one application take turns, so the second of
 * two at once reads the answers the first saved instead of finding them changed at its save.
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with work running or waiting. */
  get size(): number {
    return this.tails.size;
  }
}
