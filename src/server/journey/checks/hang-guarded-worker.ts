/**
 * One long-lived worker (an OCR engine) whose jobs run one at a time, each within a deadline. A
 * worker that does not answer in time (its thread stuck, its start never ending) is ended and
 * replaced, and the job tried once more on the new one; a second miss fails the job, so a check
 * that waits on it ends with an error instead of waiting for ever.
 */

export interface HangGuardOptions<W> {
  start: () => Promise<W>;
  /** Ends a worker; not awaited when the worker is given up for hanging. */
  end: (worker: W) => Promise<unknown>;
  /** How long a job may take, its worker's start included, from the moment it is its turn. */
  deadlineMs: number;
}

export class WorkerDeadlineError extends Error {
  constructor(deadlineMs: number) {
    super(`the worker did not answer within ${deadlineMs} ms, twice`);
    this.name = "WorkerDeadlineError";
  }
}

const MISSED = Symbol("missed");

export class HangGuardedWorker<W> {
  private worker: Promise<W> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** How many workers were given up for hanging. */
  replaced = 0;

  constructor(private readonly options: HangGuardOptions<W>) {}

  /** Runs `job` on the worker after the jobs before it. */
  run<T>(job: (worker: W) => Promise<T>): Promise<T> {
    const turn = this.queue.then(() => this.attempt(job, 1));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /**
   * Ends the worker, if one was started, once the jobs given so far are done (each within its
   * deadline); the next job starts another.
   */
  async end(): Promise<void> {
    await this.queue;
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await this.options.end(await worker);
  }

  private async attempt<T>(job: (worker: W) => Promise<T>, attempt: number): Promise<T> {
    const worker = this.current();
    let timer: NodeJS.Timeout | undefined;
    const missed = new Promise<typeof MISSED>((resolve) => {
      timer = setTimeout(() => resolve(MISSED), this.options.deadlineMs);
    });
    try {
      const outcome = await Promise.race([worker.then(job), missed]);
      if (outcome !== MISSED) return outcome;
    } finally {
      clearTimeout(timer);
    }
    this.giveUp(worker);
    if (attempt === 2) throw new WorkerDeadlineError(this.options.deadlineMs);
    return this.attempt(job, attempt + 1);
  }

  private current(): Promise<W> {
    if (!this.worker) {
      const started = this.options.start();
      started.catch(() => {
        if (this.worker === started) this.worker = undefined;
      });
      this.worker = started;
    }
    return this.worker;
  }

  private giveUp(worker: Promise<W>): void {
    if (this.worker === worker) this.worker = undefined;
    this.replaced += 1;
    // Its job may still settle later; nothing waits on it any more.
    worker.then((started) => this.options.end(started)).catch(() => undefined);
  }
}
