/**
 * The store of applications, as the server's actions use it: one object over the modules of this
 * folder, each of one concern, which it hands every call to as it is. Nothing is kept in memory
 * but session look-ups remembered for a moment when asked to (sessions.ts) and, on PostgreSQL,
 * applications' answers kept between their steps (step-submissions.ts).
 */
import type { Kysely } from "kysely";
import type { SessionChanges } from "../session-change-feed.ts";
import type { DatabaseSchema } from "../tables.ts";
import type { Application } from "./application-records.ts";
import { AnalyticsEvents } from "./analytics-events.ts";
import { Applications } from "./applications.ts";
import { DocumentScans } from "./document-scans.ts";
import { Registration } from "./registration.ts";
import { Sessions, type SessionLifetime } from "./sessions.ts";
import { StepSubmissions } from "./step-submissions.ts";
import { UsedChallenges } from "./used-challenges.ts";

export class ApplicationStore {
  private readonly applications: Applications;
  private readonly registration: Registration;
  private readonly sessions: Sessions;
  private readonly submissions: StepSubmissions;
  private readonly challenges: UsedChallenges;
  private readonly events: AnalyticsEvents;
  private readonly scans: DocumentScans;

  /** The database the store writes to, for modules that keep tables of their own beside it. */
  get database(): Kysely<DatabaseSchema> {
    return this.db;
  }

  /**
   * `rememberSessionsMs`: how long a session's look-up may be answered from memory; 0 asks the
   * database every time. `sessionChanges`: word of other instances' writes (PostgreSQL): each
   * one heard forgets what was remembered, and nothing is remembered while it is not heard.
   * `sessions`: a session's longest life and how long it may sit idle; without it, a session
   * lives as long as it was created for.
   */
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    now: () => number = Date.now,
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
    this.sessions = new Sessions(db, now, {
      rememberSessionsMs,
      lifetime: sessions,
      sessionChanges,
    });
    this.applications = new Applications(db, now, this.sessions);
    this.registration = new Registration(db, now, this.sessions);
    this.scans = new DocumentScans(db, now);
    this.submissions = new StepSubmissions(db, now, this.scans);
    this.challenges = new UsedChallenges(db, now);
    this.events = new AnalyticsEvents(db, now);
  }

  // Applications (applications.ts) and their registration (registration.ts).

  createApplication(...args: Parameters<Applications["createApplication"]>) {
    return this.applications.createApplication(...args);
  }

  getApplication(...args: Parameters<Applications["getApplication"]>) {
    return this.applications.getApplication(...args);
  }

  findApplicationByEmail(...args: Parameters<Applications["findApplicationByEmail"]>) {
    return this.applications.findApplicationByEmail(...args);
  }

  setCredentials(...args: Parameters<Registration["setCredentials"]>) {
    return this.registration.setCredentials(...args);
  }

  setMarketing(...args: Parameters<Applications["setMarketing"]>) {
    return this.applications.setMarketing(...args);
  }

  markSubmitted(...args: Parameters<Applications["markSubmitted"]>) {
    return this.applications.markSubmitted(...args);
  }

  updateDevice(...args: Parameters<Applications["updateDevice"]>) {
    return this.applications.updateDevice(...args);
  }

  ping() {
    return this.applications.ping();
  }

  // Sessions (sessions.ts).

  createSession(...args: Parameters<Sessions["createSession"]>) {
    return this.sessions.createSession(...args);
  }

  deleteSessionsOfScope(...args: Parameters<Sessions["deleteSessionsOfScope"]>) {
    return this.sessions.deleteSessionsOfScope(...args);
  }

  /** The application a live session belongs to, or undefined for an unknown or expired token. */
  async findSessionApplication(tokenHash: string): Promise<string | undefined> {
    return (await this.applicationOfSession(tokenHash))?.id;
  }

  /** The application a live session belongs to, in one query: every request with a token asks this. */
  async applicationOfSession(tokenHash: string): Promise<Application | undefined> {
    return (await this.liveSession(tokenHash))?.application;
  }

  liveSession(...args: Parameters<Sessions["liveSession"]>) {
    return this.sessions.liveSession(...args);
  }

  deleteSession(...args: Parameters<Sessions["deleteSession"]>) {
    return this.sessions.deleteSession(...args);
  }

  startOnlySession(...args: Parameters<Sessions["startOnlySession"]>) {
    return this.sessions.startOnlySession(...args);
  }

  // Step submissions (step-submissions.ts).

  saveSubmission(...args: Parameters<StepSubmissions["saveSubmission"]>) {
    return this.submissions.saveSubmission(...args);
  }

  answersOf(...args: Parameters<StepSubmissions["answersOf"]>) {
    return this.submissions.answersOf(...args);
  }

  latestSubmissions(...args: Parameters<StepSubmissions["latestSubmissions"]>) {
    return this.submissions.latestSubmissions(...args);
  }

  // The bot check's used challenges (used-challenges.ts), analytics events (analytics-events.ts)
  // and document scans (document-scans.ts).

  useChallenge(...args: Parameters<UsedChallenges["useChallenge"]>) {
    return this.challenges.useChallenge(...args);
  }

  recordAnalyticsEvent(...args: Parameters<AnalyticsEvents["recordAnalyticsEvent"]>) {
    return this.events.recordAnalyticsEvent(...args);
  }

  hasStepEventWithin(...args: Parameters<AnalyticsEvents["hasStepEventWithin"]>) {
    return this.events.hasStepEventWithin(...args);
  }

  recordDocumentScan(...args: Parameters<DocumentScans["recordDocumentScan"]>) {
    return this.scans.recordDocumentScan(...args);
  }

  hasDocumentScan(...args: Parameters<DocumentScans["hasDocumentScan"]>) {
    return this.scans.hasDocumentScan(...args);
  }

  otherApplicationsWithDocument(
    ...args: Parameters<DocumentScans["otherApplicationsWithDocument"]>
  ) {
    return this.scans.otherApplicationsWithDocument(...args);
  }

  latestDocumentScan(...args: Parameters<DocumentScans["latestDocumentScan"]>) {
    return this.scans.latestDocumentScan(...args);
  }
}
