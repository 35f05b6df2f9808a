/**
 * Word among the instances on one PostgreSQL database that sessions or applications were
 * written, so that each forgets its remembered session look-ups (remembered-sessions.ts) within
 * milliseconds of a logout, a login or a submission elsewhere, not within REMEMBER_SESSIONS_MS.
 *
 * Each instance keeps one connection of its own that LISTENs; a store that wrote sends a NOTIFY
 * once its write has ended. While that connection is down nothing may be remembered: `listening`
 * is false from the moment it fails (and `onChange` runs, so what was remembered goes) until it
 * listens again, retried with a growing pause.
 */
import pg from "pg";

export const SESSION_CHANGES_CHANNEL = "onboarding_session_changes";

/** The pause before listening again after a failure: doubles from the first to the last. */
const RETRY_MS = { first: 250, last: 10_000 };

export interface SessionChanges {
  /** Whether another instance's writes are heard now; remember nothing while false. */
  readonly listening: boolean;
  /** Tells every instance (this one too) that sessions or applications were written. */
  announce(): Promise<void>;
  /** Runs `listener` on every announcement heard and whenever listening stops. */
  subscribe(listener: () => void): void;
}

export class SessionChangeFeed implements SessionChanges {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = RETRY_MS.first;
  private retryTimer: NodeJS.Timeout | undefined;
  private isListening = false;
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly options: {
      connectionString: string;
      connectTimeoutMs: number;
      /** Sends the NOTIFY through the pool the writes use. */
      send: (channel: string) => Promise<void>;
      /** Told when the listening connection fails; the feed tries again by itself. */
      onError?: (error: Error) => void;
    },
  ) {}

  get listening(): boolean {
    return this.isListening;
  }

  /** Starts listening; resolves once listening or after the first attempt failed. */
  async start(): Promise<void> {
    await this.listen();
  }

  subscribe(listener: () => void): void {
    this.listeners.push(listener);
  }

  async announce(): Promise<void> {
    await this.options.send(SESSION_CHANGES_CHANNEL);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.isListening = false;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: this.options.connectTimeoutMs,
      keepAlive: true,
      application_name: "onboarding-session-changes",
    });
    this.client = client;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      this.lost(client, error);
    };
    client.on("error", fail);
    client.on("end", () => fail(new Error("the listening connection ended")));
    client.on("notification", (message) => {
      if (message.channel === SESSION_CHANGES_CHANNEL) this.changed();
    });
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CHANGES_CHANNEL}`);
      if (failed || this.stopped) return;
      this.isListening = true;
      this.retryMs = RETRY_MS.first;
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.isListening = false;
    this.changed();
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.options.onError?.(error);
    this.retryTimer = setTimeout(() => void this.listen(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MS.last);
  }
}
