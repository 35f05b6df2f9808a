/**
 * The turn every password hash waits for. scrypt runs on libuv's thread pool (4 threads by
 * default), which also reads static files and does DNS and zlib work: 50 hashes at once would
 * hold every thread for seconds and 128 MiB each. Here at most `concurrency` run, at most
 * `maxWaiting` more wait, and any further request is refused at once (the caller answers 503),
 * so hashing can neither starve the rest of the server nor pile up without bound.
 */
import type { PasswordHashingSettings } from "../config/password-hashing-settings.ts";

/** The waiting line is full: nothing was started. */
export class HashingBusyError extends Error {
  constructor() {
    super("password hashing is busy");
  }
}

export class PasswordHashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly settings: Pick<PasswordHashingSettings, "concurrency" | "maxWaiting">,
  ) {}

  /** Runs `task` when a turn is free; rejects with HashingBusyError at once when the line is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.settings.concurrency) {
      if (this.waiting.length >= this.settings.maxWaiting) throw new HashingBusyError();
      // The finishing task hands its turn over directly, so `running` never drops in between.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Whether a task given now would run or wait rather than be refused. */
  get hasRoom(): boolean {
    return (
      this.running < this.settings.concurrency || this.waiting.length < this.settings.maxWaiting
    );
  }

  /** Hashes running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
