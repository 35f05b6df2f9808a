/**
 * The journeys, captures and status reports kept in the database (migrations 011, 014, 021); what
 * they read as, in journey-record-types.ts.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { ONE_ROW } from "../storage/prepared-query.ts";
import { isUniqueViolation } from "../storage/unique-violation.ts";
import type { DatabaseSchema } from "../storage/tables.ts";
import {
  storedCheckOutcomes,
  type CaptureFindings,
  type CaptureRecord,
  type CheckOutcome,
  type AddressCheck,
  type DataCheck,
  type JourneyMove,
  type JourneyRecord,
  type JourneyState,
} from "./journey-record-types.ts";

export * from "./journey-record-types.ts";

const parsedOrNull = <T>(json: string | null): T | null =>
  json === null ? null : (JSON.parse(json) as T);

export class JourneyRecords {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The brand the application was opened with (its journeys follow the brand's definition). */
  async brandOf(applicationId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("applications")
      .select("brand")
      .where("id", "=", applicationId)
      .executeTakeFirst();
    return row?.brand;
  }

  /**
   * Starts the application's journey number `ordinal`; undefined when that number was taken
   * meanwhile (another start asked for at the same time), so no two starts pass a limit together.
   */
  async create(
    applicationId: string,
    ordinal: number,
    definitionId: string,
    first: { action: string; attempts: number },
  ): Promise<JourneyRecord | undefined> {
    const { action, attempts } = first;
    const journey: JourneyRecord = {
      id: randomUUID(),
      applicationId,
      definitionId,
      state: "started",
      action,
      attemptsLeft: attempts,
      highLevelResult: null,
      documentType: null,
      checkDetails: null,
      dataCheck: null,
      addressCheck: null,
      userInput: null,
    };
    try {
      await this.db
        .insertInto("identity_journeys")
        .values({
          id: journey.id,
          application_id: applicationId,
          ordinal,
          definition_id: definitionId,
          state: journey.state,
          action,
          attempts_left: attempts,
          high_level_result: null,
          document_type: null,
          created_at: this.now(),
          ended_at: null,
          capture_claim: null,
          capture_claimed_at: null,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
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
        checkDetails: row.check_details === null ? null : storedCheckOutcomes(row.check_details),
        dataCheck: parsedOrNull<DataCheck>(row.data_check),
        addressCheck: parsedOrNull<AddressCheck>(row.address_check),
        userInput: parsedOrNull<Record<string, unknown>>(row.user_input),
        definitionId: row.definition_id,
      }
    );
  }

  /**
   * Moves a journey on, only from the state it was read in: of two changes racing, the second
   * finds the journey changed and is refused instead of both counting.
   */
  async advance(from: JourneyRecord, to: JourneyMove): Promise<boolean> {
    return this.advanceWith(this.db, from, to);
  }

  /**
   * Claims a journey for one capture; false while another capture holds it (a claim older than
   * `staleBefore`, left by a process that stopped, no longer counts). Answers the claim's id.
   */
  async claimCapture(journeyId: string, staleBefore: number): Promise<string | undefined> {
    const claim = randomUUID();
    const result = await this.db
      .updateTable("identity_journeys")
      .set({ capture_claim: claim, capture_claimed_at: this.now() })
      .where("id", "=", journeyId)
      .where("state", "!=", "ended")
      .where((eb) =>
        eb.or([eb("capture_claim", "is", null), eb("capture_claimed_at", "<", staleBefore)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? claim : undefined;
  }

  /** Gives a claim up; a newer claim of the journey stays. */
  async releaseCapture(journeyId: string, claim: string): Promise<void> {
    await this.db
      .updateTable("identity_journeys")
      .set({ capture_claim: null, capture_claimed_at: null })
      .where("id", "=", journeyId)
      .where("capture_claim", "=", claim)
      .execute();
  }

  /**
   * Records a capture and moves its journey on, in one transaction, only from the state the
   * capture was judged in: the attempt is counted with the capture or not at all.
   */
  async completeCapture(
    from: JourneyRecord,
    to: JourneyMove,
    capture: Omit<CaptureRecord, "createdAt">,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.advanceWith(trx, from, to))) return false;
      await trx
        .insertInto("journey_captures")
        .values({
          journey_id: from.id,
          action: capture.action,
          storage_key: capture.storageKey,
          high_level_result: capture.highLevelResult,
          document_type: capture.documentType,
          document_side: capture.documentSide,
          issuing_country: capture.issuingCountry,
          scores: JSON.stringify(capture.scores),
          reasons: JSON.stringify(capture.reasons),
          extracted: JSON.stringify(capture.extracted),
          checks: capture.checks && JSON.stringify(capture.checks),
          findings: capture.findings && JSON.stringify(capture.findings),
          created_at: this.now(),
        })
        .execute();
      return true;
    });
  }

  private async advanceWith(
    db: Kysely<DatabaseSchema>,
    from: JourneyRecord,
    to: JourneyMove,
  ): Promise<boolean> {
    const result = await db
      .updateTable("identity_journeys")
      .set({
        state: to.state,
        action: to.action,
        attempts_left: to.attemptsLeft,
        ...(to.highLevelResult !== undefined ? { high_level_result: to.highLevelResult } : {}),
        ...(to.documentType !== undefined ? { document_type: to.documentType } : {}),
        ...(to.checkDetails ? { check_details: JSON.stringify(to.checkDetails) } : {}),
        ...(to.state === "ended" ? { ended_at: this.now() } : {}),
      })
      .where("id", "=", from.id)
      .where("state", "=", from.state)
      .where("action", "=", from.action)
      .where("attempts_left", "=", from.attemptsLeft)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The application's latest journey and how many it has started (its number). */
  async latestOf(
    applicationId: string,
  ): Promise<{ journey: JourneyRecord | undefined; started: number }> {
    const latest = await this.db
      .selectFrom("identity_journeys")
      .select(["id", "ordinal"])
      .where("application_id", "=", applicationId)
      .orderBy("ordinal", "desc")
      .limit(ONE_ROW)
      .executeTakeFirst();
    return {
      journey: latest ? await this.find(latest.id) : undefined,
      started: latest?.ordinal ?? 0,
    };
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
      checks: row.checks === null ? null : storedCheckOutcomes(row.checks),
      findings: parsedOrNull<CaptureFindings>(row.findings),
      createdAt: row.created_at,
    }));
  }

  /**
   * How many journeys the application has used: every one it started but those cancelled
   * before any photo was judged (a cancel at the first step costs the client nothing).
   */
  async journeysUsed(applicationId: string): Promise<number> {
    const row = await this.db
      .selectFrom("identity_journeys as j")
      .select((eb) => eb.fn.countAll<number | string>().as("used"))
      .where("j.application_id", "=", applicationId)
      .where((eb) =>
        eb.or([
          eb("j.high_level_result", "is", null),
          eb("j.high_level_result", "!=", "Aborted"),
          eb.exists(
            eb
              .selectFrom("journey_captures as c")
              .select(sql`1`.as("one"))
              .whereRef("c.journey_id", "=", "j.id"),
          ),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.used);
  }

  /**
   * Forgets a journey's photos: each capture keeps its result, reasons and checks (the attempts
   * it counted), and loses its stored photo, the liveness frames kept with it, what was read off
   * it and its findings; an open liveness challenge is closed with its frames. Answers the
   * storage keys of the photos and frames, for the caller to remove.
   */
  async discardPhotos(journeyId: string): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("journey_captures")
        .select(["storage_key", "findings"])
        .where("journey_id", "=", journeyId)
        .execute();
      const open = await trx
        .deleteFrom("liveness_challenges")
        .where("journey_id", "=", journeyId)
        .returning("frame_keys")
        .execute();
      await trx
        .updateTable("journey_captures")
        .set({ storage_key: "", extracted: "{}", findings: null })
        .where("journey_id", "=", journeyId)
        .execute();
      const keys = [
        ...rows.flatMap((row) => [
          row.storage_key,
          ...(parsedOrNull<CaptureFindings>(row.findings)?.livenessFrames ?? []),
        ]),
        ...open.flatMap((challenge) => JSON.parse(challenge.frame_keys) as string[]),
      ];
      return [...new Set(keys.filter((key) => key !== ""))];
    });
  }

  /** Keeps the data check of the application's personal data, and the details it changes. */
  async recordDataCheck(
    journeyId: string,
    dataCheck: DataCheck,
    checkDetails: Record<string, CheckOutcome>,
  ): Promise<void> {
    await this.db
      .updateTable("identity_journeys")
      .set({ data_check: JSON.stringify(dataCheck), check_details: JSON.stringify(checkDetails) })
      .where("id", "=", journeyId)
      .execute();
  }

  /** Keeps the journey's check details as decided after its end (the look-back check). */
  async recordCheckDetails(
    journeyId: string,
    checkDetails: Record<string, CheckOutcome>,
  ): Promise<void> {
    await this.db
      .updateTable("identity_journeys")
      .set({ check_details: JSON.stringify(checkDetails) })
      .where("id", "=", journeyId)
      .execute();
  }

  /** Keeps the proof of address's check against the answered address, and the details it changes. */
  async recordAddressCheck(
    journeyId: string,
    addressCheck: AddressCheck,
    checkDetails: Record<string, CheckOutcome>,
  ): Promise<void> {
    await this.db
      .updateTable("identity_journeys")
      .set({
        address_check: JSON.stringify(addressCheck),
        check_details: JSON.stringify(checkDetails),
      })
      .where("id", "=", journeyId)
      .execute();
  }

  /** Keeps the user-input form's answers, the latest sent. */
  async recordUserInput(journeyId: string, answers: Record<string, unknown>): Promise<void> {
    await this.db
      .updateTable("identity_journeys")
      .set({ user_input: JSON.stringify(answers) })
      .where("id", "=", journeyId)
      .execute();
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
