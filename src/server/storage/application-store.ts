/**
 * Reads and writes applications, sessions and step submissions. Nothing is kept in memory but
 * session look-ups remembered for a moment when asked to (see remembered-sessions.ts).
 */
import { randomUUID } from "node:crypto";
import {
  SqliteAdapter,
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
} from "kysely";
import { enqueueOutboxMessage, type OutboxMessage } from "../outbox/outbox.ts";
import { sameJson } from "./canonical-json.ts";
import { GroupCommit } from "./group-commit.ts";
import { GroupedSaves } from "./grouped-saves.ts";
import { ONE_ROW, preparedQuery } from "./prepared-query.ts";
import { AnswersCache, type ApplicationAnswers } from "./answers-cache.ts";
import { RememberedSessions } from "./remembered-sessions.ts";
import type { SessionChanges } from "./session-change-feed.ts";
import { submissionQueries, type SubmissionQueries } from "./submission-queries.ts";
import { inTransaction } from "./transaction.ts";
import type { DatabaseSchema } from "./tables.ts";

export type { ApplicationAnswers } from "./answers-cache.ts";

export interface Application {
  id: string;
  brand: string;
  language: string;
  email: string | null;
  passwordHash: string | null;
  residenceCountry: string | null;
  device: string;
  /** Registration is done: with a login (email set), or without one when its email was taken. */
  registered: boolean;
  /** Submitted for account opening (handed over to the client zone): its answers are final. */
  submitted: boolean;
}

/**
 * What a session may do: "full", the application's own browser; "documents", a phone the
 * hand-off opened, which may only take the document photos (see handoff/documents-scope.ts).
 */
export type SessionScope = "full" | "documents";

/** A live session: its application and what it may do. */
export interface LiveSession {
  application: Application;
  scope: SessionScope;
}

export interface StepRecord {
  step: string;
  variant: string;
  data: Record<string, unknown>;
  schemaHash: string;
  submittedAt: number;
}

/** What an identity-document scan read, as the scanner names it (spec §3). */
export interface DocumentScan {
  journeyId: string | null;
  highLevelResult: string | null;
  /** The document's values by the scanner's names: FirstName, BirthDate, PersonalNumber… */
  values: Record<string, string>;
  scannedAt: number;
}

/** The application was registered before: a session registers once. */
export class AlreadyRegisteredError extends Error {
  constructor() {
    super("application already registered");
  }
}

/** The application was submitted for account opening: its answers take no more changes. */
export class ApplicationSubmittedError extends Error {
  constructor() {
    super("application already submitted for opening");
  }
}

/** A step's save found the application's answers changed since they were read: nothing was saved. */
export class AnswersChangedError extends Error {
  constructor() {
    super("the application's answers changed since they were read");
  }
}

/**
 * "registered": the application has its login. "duplicate": another application has the email;
 * this one is registered without a login, and its owner is told through the outbox.
 */
export type RegistrationOutcome = "registered" | "duplicate";

/** The application an email already belongs to, as a message to its owner needs it. */
export interface EmailOwner {
  email: string;
  language: string;
  brand: string;
}

/** How long sessions live: at most `lifetimeMs` from their start, and `idleMs` from their last use. */
export interface SessionLifetime {
  lifetimeMs: number;
  idleMs: number;
}

/** The least a session's end moves on by (less for a short idle limit: see keepAlive). */
export const SESSION_EXTENSION_STEP_MS = 60_000;

export class ApplicationStore {
  /** The database the store writes to, for modules that keep tables of their own beside it. */
  get database(): Kysely<DatabaseSchema> {
    return this.db;
  }

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

  private readonly submissions: SubmissionQueries;

  private readonly anyDocumentScan: (applicationId: string) => Promise<unknown[]>;

  private readonly remembered: RememberedSessions;

  /** PostgreSQL: applications' answers kept between their steps (answers-cache.ts). */
  private readonly answers = new AnswersCache();

  private readonly sessionChanges: SessionChanges | undefined;

  /** SQLite's submissions are committed in groups (see group-commit.ts). */
  private readonly groupCommit: GroupCommit<DatabaseSchema> | undefined;

  /** PostgreSQL's saves that arrive together, sent in one call (see grouped-saves.ts). */
  private readonly groupedSaves: GroupedSaves;

  /**
   * `rememberSessionsMs`: how long a session's look-up may be answered from memory; 0 asks the
   * database every time. `sessionChanges`: word of other instances' writes (PostgreSQL): each
   * one heard forgets what was remembered, and nothing is remembered while it is not heard. `sessions`: a session's longest life and how long it may sit idle;
   * without it, a session lives as long as it was created for.
   */
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number = Date.now,
    {
      rememberSessionsMs = 0,
      sessions,
      sessionChanges,
    }: {
      rememberSessionsMs?: number;
      sessions?: SessionLifetime;
      sessionChanges?: SessionChanges | undefined;
    } = {},
  ) {
    this.sessionLifetime = sessions;
    this.remembered = new RememberedSessions(rememberSessionsMs);
    this.sessionChanges = sessionChanges;
    sessionChanges?.subscribe(() => this.remembered.forgetAll());
    this.groupCommit =
      db.getExecutor().adapter instanceof SqliteAdapter ? new GroupCommit(db) : undefined;
    this.submissions = submissionQueries(db);
    this.groupedSaves = new GroupedSaves(
      async (save) => {
        const [outcome] = await this.submissions.saveStepSubmission(
          save.applicationId,
          save.step,
          save.variant,
          save.data,
          save.schemaHash,
          save.at,
          save.readAtVersion,
        );
        if (!outcome) throw new Error("save_step_submission answered no row");
        return outcome;
      },
      async (saves) =>
        (
          await this.submissions.saveStepSubmissions(
            saves.map((save) => save.applicationId),
            saves.map((save) => save.step),
            saves.map((save) => save.variant),
            saves.map((save) => save.data),
            saves.map((save) => save.schemaHash),
            saves.map((save) => save.at),
            saves.map((save) => save.readAtVersion),
          )
        ).sort((a, b) => a.item - b.item),
    );
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
    this.anyDocumentScan = preparedQuery(db, (p) =>
      db
        .selectFrom("document_scans")
        .select("id")
        .where("application_id", "=", p(0))
        .limit(ONE_ROW),
    );
  }

  async createApplication(init: {
    brand: string;
    language: string;
    device: string;
  }): Promise<string> {
    const id = randomUUID();
    const at = this.now();
    await this.db
      .insertInto("applications")
      .values({
        id,
        ...init,
        email: null,
        password_hash: null,
        residence_country: null,
        marketing: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  }

  /** Runs a write of sessions or applications; remembered look-ups are forgotten once it ends. */
  private async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.remembered.forgetAll();
      // Unheard, the other instances still forget it within REMEMBER_SESSIONS_MS.
      await this.sessionChanges?.announce().catch(() => undefined);
    }
  }

  async getApplication(id: string): Promise<Application | undefined> {
    const row = await this.db
      .selectFrom("applications")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toApplication(row);
  }

  async findApplicationByEmail(email: string): Promise<Application | undefined> {
    const row = await this.db
      .selectFrom("applications")
      .selectAll()
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst();
    return row && toApplication(row);
  }

  /**
   * Registers an application, once, in one transaction. With a new email it gets its login
   * ("registered"). When another application has the email, this one is registered without a
   * login (no email, no password: nobody can log in to it) and `noticeToOwner` is queued in the
   * outbox for the owner in the same transaction ("duplicate"). Throws AlreadyRegisteredError
   * when the application was registered before: the condition is part of the update, so of
   * concurrent registrations of one application exactly one succeeds.
   */
  async setCredentials(
    id: string,
    email: string,
    passwordHash: string,
    residenceCountry: string,
    noticeToOwner?: (owner: EmailOwner) => OutboxMessage,
  ): Promise<RegistrationOutcome> {
    return this.writing(async () => {
      const normalised = email.toLowerCase();
      // Another application taking the same email between the look-up and the update makes the
      // unique index refuse the update; the second attempt then finds it as the owner.
      for (let attempt = 1; ; attempt++) {
        try {
          return await inTransaction(this.db, async (trx) => {
            const at = this.now();
            const owner = await trx
              .selectFrom("applications")
              .select(["id", "email", "language", "brand"])
              .where("email", "=", normalised)
              .executeTakeFirst();
            const duplicate = owner !== undefined && owner.id !== id;
            const claimed = await trx
              .updateTable("applications")
              .set({
                ...(duplicate ? {} : { email: normalised, password_hash: passwordHash }),
                residence_country: residenceCountry,
                registered_at: at,
                updated_at: at,
              })
              .where("id", "=", id)
              .where("registered_at", "is", null)
              .where("email", "is", null)
              .executeTakeFirst();
            if (Number(claimed.numUpdatedRows) === 0) throw new AlreadyRegisteredError();
            if (!duplicate) return "registered";
            if (noticeToOwner) {
              await enqueueOutboxMessage(
                trx,
                noticeToOwner({ email: normalised, language: owner.language, brand: owner.brand }),
                at,
              );
            }
            return "duplicate";
          });
        } catch (error) {
          if (attempt === 1 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    });
  }

  /** Keeps the marketing parameters a registration arrived with. */
  async setMarketing(id: string, marketing: Record<string, unknown>): Promise<void> {
    return this.writing(async () => {
      await this.db
        .updateTable("applications")
        .set({ marketing: JSON.stringify(marketing), updated_at: this.now() })
        .where("id", "=", id)
        .execute();
    });
  }

  /**
   * Marks the application submitted for account opening, once: the first hand-over keeps its
   * time. Step saves check it in their own transaction (see saveIn), so none lands after it.
   */
  async markSubmitted(id: string): Promise<void> {
    return this.writing(async () => {
      await this.db
        .updateTable("applications")
        .set({ submitted_at: this.now() })
        .where("id", "=", id)
        .where("submitted_at", "is", null)
        .execute();
    });
  }

  async updateDevice(id: string, device: string, language: string): Promise<void> {
    return this.writing(async () => {
      await this.db
        .updateTable("applications")
        .set({ device, language, updated_at: this.now() })
        .where("id", "=", id)
        .execute();
    });
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

  /** The application a live session belongs to, or undefined for an unknown or expired token. */
  async findSessionApplication(tokenHash: string): Promise<string | undefined> {
    return (await this.applicationOfSession(tokenHash))?.id;
  }

  /** The application a live session belongs to, in one query: every request with a token asks this. */
  async applicationOfSession(tokenHash: string): Promise<Application | undefined> {
    return (await this.liveSession(tokenHash))?.application;
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

  /**
   * Saves a step's submission and the application's last activity in one transaction. A
   * submission identical to the step's latest one (same variant, schema and data) is not stored
   * again: resolves false then, true when a record was added. Rejects with
   * ApplicationSubmittedError, saving nothing, once the application is submitted for opening.
   *
   * `readAt`: the answers (`answersOf`) the submission was checked against. On PostgreSQL the
   * save then happens only if they are still the latest; otherwise it rejects with
   * AnswersChangedError, saving nothing, and the caller reads them again.
   */
  async saveSubmission(
    applicationId: string,
    record: Omit<StepRecord, "submittedAt">,
    readAt?: ApplicationAnswers,
  ): Promise<boolean> {
    // Not `writing`: of the application, a save changes only its last activity, which no
    // remembered session look-up holds, so they all stay true.
    if (!this.groupCommit) return this.saveInOneCall(applicationId, record, readAt);
    return this.groupCommit.run((trx) => this.saveIn(trx, applicationId, record));
  }

  /** PostgreSQL: the same save as `saveIn`, by the migrations' function, in one round trip. */
  private async saveInOneCall(
    applicationId: string,
    record: Omit<StepRecord, "submittedAt">,
    readAt: ApplicationAnswers | undefined,
  ): Promise<boolean> {
    const at = this.now();
    const row = await this.groupedSaves.save({
      applicationId,
      step: record.step,
      variant: record.variant,
      data: JSON.stringify(record.data),
      schemaHash: record.schemaHash,
      at,
      readAtVersion: readAt?.version ?? null,
    });
    if (row.saved === SAVE_REFUSED) throw new ApplicationSubmittedError();
    if (row.saved === SAVE_ANSWERS_CHANGED) {
      this.answers.forget(applicationId);
      throw new AnswersChangedError();
    }
    if (readAt?.version !== undefined && row.version != null)
      this.answers.saved(applicationId, readAt, { ...record, submittedAt: at }, row.version);
    // Saved without condition, over answers nobody checked: what is kept may be behind.
    else this.answers.forget(applicationId);
    return row.saved === SAVE_STORED;
  }

  private async saveIn(
    trx: Transaction<DatabaseSchema>,
    applicationId: string,
    record: Omit<StepRecord, "submittedAt">,
  ): Promise<boolean> {
    const at = this.now();
    const { touchApplication, latestOfStep, insertSubmission } = this.submissions;
    // Writing the application row first makes concurrent saves of one application take turns
    // from here to the commit: PostgreSQL locks the row, SQLite the database.
    const touched = await touchApplication.in(trx)(at, applicationId);
    if (touched.length === 0) throw new ApplicationSubmittedError();
    const [latest] = await latestOfStep.in(trx)(applicationId, record.step);
    if (
      latest &&
      isSameSubmission(
        {
          variant: latest.variant,
          schemaHash: latest.schema_hash,
          data: JSON.parse(latest.data) as Record<string, unknown>,
        },
        record,
      )
    ) {
      return false;
    }
    // The unique (application, step, revision) index refuses a second "next" revision.
    await insertSubmission.in(trx)(
      applicationId,
      record.step,
      record.variant,
      JSON.stringify(record.data),
      record.schemaHash,
      at,
      (latest?.revision ?? 0) + 1,
    );
    return true;
  }

  /**
   * An application's answers for a step's submission: the latest of every step and whether a
   * document scan is recorded. On PostgreSQL they may come from this instance's memory (unless
   * `fresh`), with the version they were read at; the save (`saveSubmission` with them as
   * `readAt`) finds out if they have changed since. On SQLite they are read each time.
   */
  async answersOf(
    applicationId: string,
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<ApplicationAnswers> {
    if (this.groupCommit) {
      const [latest, documentScanned] = await Promise.all([
        this.latestSubmissions(applicationId),
        this.hasDocumentScan(applicationId),
      ]);
      return { latest, documentScanned };
    }
    const kept = fresh ? undefined : this.answers.get(applicationId);
    if (kept) return kept;
    // The version first: a change after it and before the answers shows at the save.
    const [versioned] = await this.submissions.answersVersion(applicationId);
    const latest = await this.latestSubmissions(applicationId);
    const answers: ApplicationAnswers = {
      latest,
      documentScanned: versioned?.scanned ?? false,
      version: versioned?.answers_version,
    };
    if (versioned) this.answers.keep(applicationId, answers);
    return answers;
  }

  /** The latest submission of every step of an application, keyed by step. */
  async latestSubmissions(applicationId: string): Promise<Map<string, StepRecord>> {
    const rows = await this.submissions.latestOfEveryStep(applicationId);
    const latest = new Map<string, StepRecord>();
    for (const row of rows) {
      latest.set(row.step, {
        step: row.step,
        variant: row.variant,
        data: JSON.parse(row.data) as Record<string, unknown>,
        schemaHash: row.schema_hash,
        submittedAt: row.submitted_at,
      });
    }
    return latest;
  }

  /** Records a solved proof-of-work challenge; false when it was used before (a replay). */
  async useChallenge(signature: string, expiresAt: number): Promise<boolean> {
    await this.db.deleteFrom("used_challenges").where("expires_at", "<", this.now()).execute();
    try {
      await this.db
        .insertInto("used_challenges")
        .values({ signature, expires_at: expiresAt })
        .execute();
      return true;
    } catch (error) {
      if (/unique|duplicate|constraint/i.test(String(error))) return false;
      throw error;
    }
  }

  async recordAnalyticsEvent(
    applicationId: string,
    event: {
      event: string;
      step: number | null;
      route: string;
      browser: string;
      device: string;
      os: string;
    },
  ): Promise<void> {
    await this.db
      .insertInto("analytics_events")
      .values({ application_id: applicationId, ...event, created_at: this.now() })
      .execute();
  }

  /** Whether the application's event for a step was stored in the last `windowMs`. */
  async hasStepEventWithin(
    applicationId: string,
    step: number,
    windowMs: number,
  ): Promise<boolean> {
    const since = this.now() - windowMs;
    const row = await this.db
      .selectFrom("analytics_events")
      .select("id")
      .where("application_id", "=", applicationId)
      .where("event", "=", "step")
      .where("step", "=", step)
      .where("created_at", ">=", since)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Keeps what a document scan read; every scan is kept, the latest one counts. */
  async recordDocumentScan(
    applicationId: string,
    scan: Omit<DocumentScan, "scannedAt">,
  ): Promise<void> {
    await this.db
      .insertInto("document_scans")
      .values({
        application_id: applicationId,
        journey_id: scan.journeyId,
        high_level_result: scan.highLevelResult,
        document_values: JSON.stringify(scan.values),
        scanned_at: this.now(),
      })
      .execute();
  }

  /** Whether the application holds a document scan: asked by every step submission. */
  async hasDocumentScan(applicationId: string): Promise<boolean> {
    return (await this.anyDocumentScan(applicationId)).length > 0;
  }

  async latestDocumentScan(applicationId: string): Promise<DocumentScan | undefined> {
    const row = await this.db
      .selectFrom("document_scans")
      .select(["journey_id", "high_level_result", "document_values", "scanned_at"])
      .where("application_id", "=", applicationId)
      .orderBy("id", "desc")
      .limit(ONE_ROW)
      .executeTakeFirst();
    return (
      row && {
        journeyId: row.journey_id,
        highLevelResult: row.high_level_result,
        values: JSON.parse(row.document_values) as Record<string, string>,
        scannedAt: row.scanned_at,
      }
    );
  }

  async ping(): Promise<void> {
    await this.db.selectFrom("applications").select("id").limit(ONE_ROW).execute();
  }
}

/** Whether a submission repeats another: same variant, schema and data, whatever the key order. */
export function isSameSubmission(
  a: Pick<StepRecord, "variant" | "schemaHash" | "data">,
  b: Pick<StepRecord, "variant" | "schemaHash" | "data">,
): boolean {
  return a.variant === b.variant && a.schemaHash === b.schemaHash && sameJson(a.data, b.data);
}

/** save_step_submission's answers (migration 018): refused, a repeat, stored. */
const SAVE_REFUSED = -1;
/** save_step_submission: the answers changed since the version they were read at. */
const SAVE_ANSWERS_CHANGED = -2;
const SAVE_STORED = 1;

/** PostgreSQL's unique_violation (23505) or SQLite's UNIQUE/PRIMARY KEY constraint failure. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
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

function toApplication(row: Selectable<DatabaseSchema["applications"]>): Application {
  return {
    id: row.id,
    brand: row.brand,
    language: row.language,
    email: row.email,
    passwordHash: row.password_hash,
    residenceCountry: row.residence_country,
    device: row.device,
    registered: row.registered_at !== null || row.email !== null,
    submitted: row.submitted_at !== null,
  };
}
