/**
 * Deletes what the product no longer needs: expired sessions, bot-check challenges past their
 * expiry, one-time codes (and hand-off codes) a day after their expiry (the sent count a day's limit reads), and applications abandoned before registration, with everything they hold. An
 * application registered without a login (its email belonged to another) is registered: kept. Every delete
 * is one statement that states its whole condition, so running it twice, or on two servers at
 * once, deletes each row once and never a row that has come back to life in between.
 */
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "./tables.ts";

export interface ExpiryLimits {
  /** Sessions and challenges that expire at or before this time are deleted. */
  now: number;
  /** Applications never registered, last changed before this time, with no live session, are deleted. */
  abandonedBefore: number;
}

export interface DeletedCounts {
  sessions: number;
  challenges: number;
  codes: number;
  applications: number;
}

/** Codes are kept this long after their expiry: the per-day send limit and count read them. */
export const CODE_KEPT_AFTER_EXPIRY_MS = 24 * 3600_000;

/** Applications deleted per statement, so no statement runs long or holds many locks. */
const APPLICATION_BATCH = 500;
/** Batches per run; what is left waits for the next run. */
const MAX_BATCHES = 100;

export async function deleteExpiredData(
  db: Kysely<DatabaseSchema>,
  { now, abandonedBefore }: ExpiryLimits,
): Promise<DeletedCounts> {
  const sessions = await db
    .deleteFrom("sessions")
    .where("expires_at", "<=", now)
    .executeTakeFirst();
  const challenges = await db
    .deleteFrom("used_challenges")
    .where("expires_at", "<=", now)
    .executeTakeFirst();

  const codes = await db
    .deleteFrom("verification_codes")
    .where("expires_at", "<=", now - CODE_KEPT_AFTER_EXPIRY_MS)
    .executeTakeFirst();
  // Kept a day past its ten minutes like the codes above, so a late phone is told "expired".
  const handoffCodes = await db
    .deleteFrom("handoff_codes")
    .where("expires_at", "<=", now - CODE_KEPT_AFTER_EXPIRY_MS)
    .executeTakeFirst();

  let applications = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const abandoned = db
      .selectFrom("applications")
      .select("id")
      .where("registered_at", "is", null)
      .where("email", "is", null)
      .where("updated_at", "<", abandonedBefore)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("sessions")
              .select("sessions.token_hash")
              .whereRef("sessions.application_id", "=", "applications.id")
              .where("sessions.expires_at", ">", now),
          ),
        ),
      );
    // The outer condition is checked again on the row being deleted: an application registered
    // or touched since the inner query chose it stays. Its submissions, sessions, analytics
    // events and document scans go with it (ON DELETE CASCADE).
    const result = await db
      .deleteFrom("applications")
      .where("registered_at", "is", null)
      .where("email", "is", null)
      .where("updated_at", "<", abandonedBefore)
      .where("id", "in", abandoned.limit(APPLICATION_BATCH))
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    applications += deleted;
    if (deleted < APPLICATION_BATCH) break;
  }
  return {
    sessions: Number(sessions.numDeletedRows),
    challenges: Number(challenges.numDeletedRows),
    codes: Number(codes.numDeletedRows) + Number(handoffCodes.numDeletedRows),
    applications,
  };
}
