/**
 * The in-process timer that runs the clean-up (expired sessions, abandoned applications) every
 * interval. Runs never overlap; a failed run is logged and the next one tries again; stop() waits
 * for a run in progress, so shutdown never closes the database under it.
 */
import type { DeletedCounts, ExpiryLimits } from "../storage/expired-data.ts";

export interface CleanupJobOptions {
  /** Time between the end of one run and the start of the next. */
  intervalMs: number;
  /** An application never registered, untouched this long, is abandoned. */
  abandonedApplicationMs: number;
  deleteExpired: (limits: ExpiryLimits) => Promise<DeletedCounts>;
  log: {
    info: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
  };
  now?: () => number;
}

export class CleanupJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: CleanupJobOptions) {}

  /** Runs once now, then every interval until stop(). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One run: deletes what has expired by now. */
  async runOnce(): Promise<DeletedCounts> {
    const now = (this.options.now ?? Date.now)();
    return this.options.deleteExpired({
      now,
      abandonedBefore: now - this.options.abandonedApplicationMs,
    });
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runLogged().finally(() => {
        this.running = undefined;
        this.schedule(this.options.intervalMs);
      });
    }, delayMs);
    // The timer alone does not keep the process alive.
    this.timer.unref();
  }

  private async runLogged(): Promise<void> {
    try {
      const deleted = await this.runOnce();
      if (deleted.sessions || deleted.challenges || deleted.applications) {
        this.options.log.info({ deleted }, "clean-up: expired data deleted");
      }
    } catch (error) {
      this.options.log.warn({ err: error }, "clean-up failed; the next run tries again");
    }
  }
}
