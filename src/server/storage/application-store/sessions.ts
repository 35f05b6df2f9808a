/**
 * Sessions: started, looked up (every request with a token), kept alive and ended. Look-ups may be
 * answered from memory for a moment (see remembered-sessions.ts); every write of a session or an
 * application goes through `writing`, so what was remembered is forgotten once it ends, here and,
 * on PostgreSQL, on the other instances.
 */
import type { Insertable, Kysely, Selectable } from "kysely";
import { preparedQuery } from "../prepared-query.ts";
import { RememberedSessions } from "../remembered-sessions.ts";
import type { SessionChanges } from "../session-change-feed.ts";
import type { DatabaseSchema } from "../tables.ts";
import { inTransaction } from "../transaction.ts";
import { toApplication, type LiveSession, type SessionScope } from "./application-records.ts";

/** How long sessions live: at most `lifetimeMs` from their start, and `idleMs` from their last use. */
export interface SessionLifetime {
  lifetimeMs: number;
  idleMs: number;
}

/** The least a session's end moves on by (less for a short idle limit: see keepAlive). */
export const SESSION_EXTENSION_STEP_MS = 60_000;

export class Sessions {
  /** The application of a live session: asked by every request with a token. */
  private readonly sessionApplication: (
    tokenHash: string,
    now: number,
  ) => Promise<
    (Selectable<DatabaseSchema["applications"]> & {
      session_expires_at: number;
      session_created_at: number;
      session_scope: string;
    })[]
  >;

  /** (expiresAt, tokenHash, now): moves a live session's end on. */
  private readonly extendSession: (
    expiresAt: number,
    tokenHash: string,
    now: number,
  ) => Promise<unknown[]>;

  private readonly sessionLifetime: SessionLifetime | undefined;

  private readonly remembered: RememberedSessions;

  private readonly sessionChanges: SessionChanges | undefined;

  /**
   * `rememberSessionsMs`: how long a session's look-up may be answered from memory; 0 asks the
   * database every time. `sessionChanges`: word of other instances' writes (PostgreSQL): each
   * one heard forgets what was remembered, and nothing is remembered while it is not heard.
   * `lifetime`: a session's longest life and how long it may sit idle; without it, a session
   * lives as long as it was created for.
   */
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number,
    {
      rememberSessionsMs,
      lifetime,
      sessionChanges,
    }: {
      rememberSessionsMs: number;
      lifetime: SessionLifetime | undefined;
      sessionChanges: SessionChanges | undefined;
    },
  ) {
    this.sessionLifetime = lifetime;
    this.remembered = new RememberedSessions(rememberSessionsMs);
    this.sessionChanges = sessionChanges;
    sessionChanges?.subscribe(() => this.remembered.forgetAll());
    this.sessionApplication = preparedQuery(db, (p) =>
      db
        .selectFrom("sessions")
        .innerJoin("applications", "applications.id", "sessions.application_id")
        .selectAll("applications")
        .select([
          "sessions.expires_at as session_expires_at",
          "sessions.created_at as session_created_at",
          "sessions.scope as session_scope",
        ])
        .where("sessions.token_hash", "=", p(0))
        .where("sessions.expires_at", ">", p(1)),
    );
    this.extendSession = preparedQuery(db, (p) =>
      db
        .updateTable("sessions")
        .set({ expires_at: p<number>(0) })
        .where("token_hash", "=", p(1))
        .where("expires_at", ">", p(2)),
    );
  }

  /**
   * Runs a write of sessions or applications; remembered look-ups are forgotten once it ends.
   * An application's writes go through it too: a remembered look-up holds its application.
   */
  async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.remembered.forgetAll();
      // Unheard, the other instances still forget it within REMEMBER_SESSIONS_MS.
      await this.sessionChanges?.announce().catch(() => undefined);
    }
  }

  async createSession(
    applicationId: string,
    tokenHash: string,
    ttlMs: number,
    scope: SessionScope = "full",
  ): Promise<void> {
    return this.writing(async () => {
      await this.db
        .insertInto("sessions")
        .values({
          ...sessionRow(applicationId, tokenHash, this.now(), this.firstLifeOf(ttlMs)),
          scope,
        })
        .execute();
    });
  }

  /** Ends every session of an application with the given scope (a hand-off's phones). */
  async deleteSessionsOfScope(applicationId: string, scope: SessionScope): Promise<void> {
    return this.writing(async () => {
      await this.db
        .deleteFrom("sessions")
        .where("application_id", "=", applicationId)
        .where("scope", "=", scope)
        .execute();
    });
  }

  /** A new session's first life: its whole life, or until it has been idle too long. */
  private firstLifeOf(ttlMs: number): number {
    return Math.min(ttlMs, this.sessionLifetime?.idleMs ?? ttlMs);
  }

  /** A live session's application and scope, in one query: every request with a token asks this. */
  async liveSession(tokenHash: string): Promise<LiveSession | undefined> {
    const now = this.now();
    const heard = this.sessionChanges?.listening ?? true;
    const remembered = heard ? this.remembered.getLive(tokenHash, now) : undefined;
    if (remembered) return { application: remembered.application, scope: remembered.scope };
    const generation = this.remembered.generation;
    const [row] = await this.sessionApplication(tokenHash, now);
    if (!row) return undefined;
    const application = toApplication(row);
    const scope: SessionScope = row.session_scope === "documents" ? "documents" : "full";
    const sessionExpiresAt = await this.keepAlive(
      tokenHash,
      row.session_created_at,
      row.session_expires_at,
      now,
    );
    if (heard)
      this.remembered.remember(
        tokenHash,
        { application, scope, sessionExpiresAt, generation },
        now,
      );
    return { application, scope };
  }

  /**
   * Activity keeps a session alive: its end moves to `idleMs` from now (never past its whole
   * life). Written at most once a minute per session, so blur checks and look-ups seldom write;
   * a shorter step for a short idle limit, or a session used all along would end unextended.
   * Answers the session's end.
   */
  private async keepAlive(
    tokenHash: string,
    createdAt: number,
    expiresAt: number,
    now: number,
  ): Promise<number> {
    if (!this.sessionLifetime) return expiresAt;
    const { lifetimeMs, idleMs } = this.sessionLifetime;
    const extended = Math.min(createdAt + lifetimeMs, now + idleMs);
    if (extended - expiresAt < Math.min(SESSION_EXTENSION_STEP_MS, idleMs / 10)) return expiresAt;
    await this.extendSession(extended, tokenHash, now);
    return extended;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    return this.writing(async () => {
      await this.db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    });
  }

  /**
   * A login: ends every session of the application and the caller's previous session, and
   * starts the new one, in one transaction, so a stolen or forgotten session dies with it.
   */
  async startOnlySession(
    applicationId: string,
    tokenHash: string,
    ttlMs: number,
    previousTokenHash: string,
  ): Promise<void> {
    return this.writing(async () => {
      await inTransaction(this.db, async (trx) => {
        const at = this.now();
        await trx
          .deleteFrom("sessions")
          .where((eb) =>
            eb.or([
              eb("application_id", "=", applicationId),
              eb("token_hash", "=", previousTokenHash),
            ]),
          )
          .execute();
        await trx
          .insertInto("sessions")
          .values(sessionRow(applicationId, tokenHash, at, this.firstLifeOf(ttlMs)))
          .execute();
      });
    });
  }
}

function sessionRow(
  applicationId: string,
  tokenHash: string,
  at: number,
  ttlMs: number,
): Insertable<DatabaseSchema["sessions"]> {
  return {
    token_hash: tokenHash,
    application_id: applicationId,
    created_at: at,
    expires_at: at + ttlMs,
  };
}
