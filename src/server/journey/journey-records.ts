/** The journeys, captures and status reports kept in the database (migration 011). */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/tables.ts";

export type JourneyState = "started" | "inProgress" | "ended";

export interface JourneyRecord {
  id: string;
  applicationId: string;
  state: JourneyState;
  action: string;
  attemptsLeft: number;
  highLevelResult: string | null;
  documentType: string | null;
}

export interface CaptureRecord {
  action: string;
  storageKey: string;
  highLevelResult: string;
  documentType: string | null;
  documentSide: string | null;
  issuingCountry: string | null;
  scores: Record<string, number>;
  reasons: string[];
  extracted: Record<string, string>;
  createdAt: number;
}

export class JourneyRecords {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number = Date.now,
  ) {}

  async create(applicationId: string, action: string, attempts: number): Promise<JourneyRecord> {
    const journey: JourneyRecord = {
      id: randomUUID(),
      applicationId,
      state: "started",
      action,
      attemptsLeft: attempts,
      highLevelResult: null,
      documentType: null,
    };
    await this.db
      .insertInto("identity_journeys")
      .values({
        id: journey.id,
        application_id: applicationId,
        state: journey.state,
        action,
        attempts_left: attempts,
        high_level_result: null,
        document_type: null,
        created_at: this.now(),
        ended_at: null,
      })
      .execute();
    return journey;
  }

  async find(journeyId: string): Promise<JourneyRecord | undefined> {
    const row = await this.db
      .selectFrom("identity_journeys")
      .selectAll()
      .where("id", "=", journeyId)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        applicationId: row.application_id,
        state: row.state as JourneyState,
        action: row.action,
        attemptsLeft: row.attempts_left,
        highLevelResult: row.high_level_result,
        documentType: row.document_type,
      }
    );
  }

  /**
   * Moves a journey on, only from the state it was read in: of two uploads racing, the second
   * finds the journey changed and is refused instead of both counting.
   */
  async advance(
    from: JourneyRecord,
    to: Pick<JourneyRecord, "state" | "action" | "attemptsLeft"> &
      Partial<Pick<JourneyRecord, "highLevelResult" | "documentType">>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("identity_journeys")
      .set({
        state: to.state,
        action: to.action,
        attempts_left: to.attemptsLeft,
        ...(to.highLevelResult !== undefined ? { high_level_result: to.highLevelResult } : {}),
        ...(to.documentType !== undefined ? { document_type: to.documentType } : {}),
        ...(to.state === "ended" ? { ended_at: this.now() } : {}),
      })
      .where("id", "=", from.id)
      .where("state", "=", from.state)
      .where("action", "=", from.action)
      .where("attempts_left", "=", from.attemptsLeft)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The application's latest journey and how many it has started. */
  async latestOf(
    applicationId: string,
  ): Promise<{ journey: JourneyRecord | undefined; started: number }> {
    const rows = await this.db
      .selectFrom("identity_journeys")
      .select("id")
      .where("application_id", "=", applicationId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return {
      journey: rows[0] ? await this.find(rows[0].id) : undefined,
      started: rows.length,
    };
  }

  async addCapture(journeyId: string, capture: Omit<CaptureRecord, "createdAt">): Promise<void> {
    await this.db
      .insertInto("journey_captures")
      .values({
        journey_id: journeyId,
        action: capture.action,
        storage_key: capture.storageKey,
        high_level_result: capture.highLevelResult,
        document_type: capture.documentType,
        document_side: capture.documentSide,
        issuing_country: capture.issuingCountry,
        scores: JSON.stringify(capture.scores),
        reasons: JSON.stringify(capture.reasons),
        extracted: JSON.stringify(capture.extracted),
        created_at: this.now(),
      })
      .execute();
  }

  async captures(journeyId: string): Promise<CaptureRecord[]> {
    const rows = await this.db
      .selectFrom("journey_captures")
      .selectAll()
      .where("journey_id", "=", journeyId)
      .orderBy("id", "asc")
      .execute();
    return rows.map((row) => ({
      action: row.action,
      storageKey: row.storage_key,
      highLevelResult: row.high_level_result,
      documentType: row.document_type,
      documentSide: row.document_side,
      issuingCountry: row.issuing_country,
      scores: JSON.parse(row.scores) as Record<string, number>,
      reasons: JSON.parse(row.reasons) as string[],
      extracted: JSON.parse(row.extracted) as Record<string, string>,
      createdAt: row.created_at,
    }));
  }

  async addStatusReport(
    applicationId: string,
    journeyId: string | null,
    type: number,
    report: Record<string, unknown>,
  ): Promise<void> {
    await this.db
      .insertInto("journey_status_reports")
      .values({
        application_id: applicationId,
        journey_id: journeyId,
        type,
        report: JSON.stringify(report),
        received_at: this.now(),
      })
      .execute();
  }

  async statusReports(
    applicationId: string,
  ): Promise<{ journeyId: string | null; type: number; report: Record<string, unknown> }[]> {
    const rows = await this.db
      .selectFrom("journey_status_reports")
      .select(["journey_id", "type", "report"])
      .where("application_id", "=", applicationId)
      .orderBy("id", "asc")
      .execute();
    return rows.map((row) => ({
      journeyId: row.journey_id,
      type: row.type,
      report: JSON.parse(row.report) as Record<string, unknown>,
    }));
  }
}
