/**
 * Session look-ups remembered for a moment. Every request with a token asks for its session's
 * application; on SQLite that read is most of a cheap request's work (the WAL's locks are system
 * calls), and a page asks it several times a second. A remembered answer is used for at most
 * `forMs`, never past the session's own expiry, and the store forgets every remembered answer
 * when it writes a session or an application, so this process's logouts, logins and
 * registrations count at once. A write by another process is seen within `forMs`: with several
 * instances on one PostgreSQL database, that is why it is off there by default.
 */
import type { Application, SessionScope } from "./application-store/application-records.ts";

/** Answers kept at most; beyond it the oldest goes. */
export const REMEMBERED_SESSIONS_CAPACITY = 10_000;

interface Remembered {
  application: Application;
  scope: SessionScope;
  sessionExpiresAt: number;
  until: number;
}

export class RememberedSessions {
  private readonly answers = new Map<string, Remembered>();
  /** Counts the forgettings: an answer read before one is not remembered after it. */
  private forgotten = 0;

  constructor(
    private readonly forMs: number,
    private readonly capacity = REMEMBERED_SESSIONS_CAPACITY,
  ) {}

  /** The remembered application of a session, when it is still fresh and the session live. */
  get(tokenHash: string, now: number): Application | undefined {
    return this.getLive(tokenHash, now)?.application;
  }

  /** The remembered application and scope of a session, when fresh and the session live. */
  getLive(
    tokenHash: string,
    now: number,
  ): { application: Application; scope: SessionScope } | undefined {
    const remembered = this.answers.get(tokenHash);
    if (!remembered) return undefined;
    if (now < remembered.until && now < remembered.sessionExpiresAt) return remembered;
    this.answers.delete(tokenHash);
    return undefined;
  }

  /** Taken before the database is asked; `remember` refuses the answer if anything was forgotten since. */
  get generation(): number {
    return this.forgotten;
  }

  remember(
    tokenHash: string,
    answer: {
      application: Application;
      scope?: SessionScope;
      sessionExpiresAt: number;
      generation: number;
    },
    now: number,
  ): void {
    if (this.forMs <= 0 || answer.generation !== this.forgotten) return;
    const { application, scope = "full", sessionExpiresAt } = answer;
    this.answers.delete(tokenHash);
    this.answers.set(tokenHash, { application, scope, sessionExpiresAt, until: now + this.forMs });
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!);
  }

  /** Called once a write of a session or an application has ended, committed or not. */
  forgetAll(): void {
    this.forgotten++;
    this.answers.clear();
  }
}
