/**
 * Brings the schema up to date (at an instance's start, or by `npm run migrate`), or says what it
 * lacks. Migrations are imported statically so a bundle or tsx run finds them.
 */
import {
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from "kysely";
import * as initial from "./migrations/001-initial.ts";
import * as marketing from "./migrations/002-marketing.ts";
import * as analyticsEvents from "./migrations/003-analytics-events.ts";
import * as documentScans from "./migrations/004-document-scans.ts";
import * as submissionRevisions from "./migrations/005-submission-revisions.ts";
import * as abuseLimits from "./migrations/006-abuse-limits.ts";
import * as verificationCodes from "./migrations/007-verification-codes.ts";
import * as postalAddresses from "./migrations/008-postal-addresses.ts";
import * as shownTexts from "./migrations/009-shown-texts.ts";
import * as handoverTokens from "./migrations/010-handover-tokens.ts";
import * as identityJourneys from "./migrations/011-identity-journeys.ts";
import * as submittedApplications from "./migrations/012-submitted-applications.ts";
import * as loginLocks from "./migrations/013-login-locks.ts";
import * as journeyTurns from "./migrations/014-journey-turns.ts";
import * as analyticsEventNames from "./migrations/015-analytics-event-names.ts";
import * as mobileHandoff from "./migrations/016-mobile-handoff.ts";
import * as sessionScopes from "./migrations/017-session-scopes.ts";
import * as saveSubmissionFunction from "./migrations/018-save-submission-function.ts";
import * as answersVersion from "./migrations/019-answers-version.ts";
import * as lighterStepSave from "./migrations/020-lighter-step-save.ts";
import * as documentPairing from "./migrations/021-document-pairing.ts";
import * as textedHandoffLinks from "./migrations/022-texted-handoff-links.ts";
import * as loginOwnerAddresses from "./migrations/023-login-owner-addresses.ts";
import * as healthCheck from "./migrations/024-health-check.ts";
import * as livenessChallenges from "./migrations/025-liveness-challenges.ts";
import * as addressProofCheck from "./migrations/026-address-proof-check.ts";
import * as documentLookBack from "./migrations/027-document-look-back.ts";
import * as journeyUserInput from "./migrations/028-journey-user-input.ts";
import * as journeyDefinitionId from "./migrations/029-journey-definition-id.ts";

const migrations: Record<string, Migration> = {
  "001-initial": initial,
  "002-marketing": marketing,
  "003-analytics-events": analyticsEvents,
  "004-document-scans": documentScans,
  "005-submission-revisions": submissionRevisions,
  "006-abuse-limits": abuseLimits,
  "007-verification-codes": verificationCodes,
  "008-postal-addresses": postalAddresses,
  "009-shown-texts": shownTexts,
  "010-handover-tokens": handoverTokens,
  "011-identity-journeys": identityJourneys,
  "012-submitted-applications": submittedApplications,
  "013-login-locks": loginLocks,
  "014-journey-turns": journeyTurns,
  "015-analytics-event-names": analyticsEventNames,
  "016-mobile-handoff": mobileHandoff,
  "017-session-scopes": sessionScopes,
  "018-save-submission-function": saveSubmissionFunction,
  "019-answers-version": answersVersion,
  "020-lighter-step-save": lighterStepSave,
  "021-document-pairing": documentPairing,
  "022-texted-handoff-links": textedHandoffLinks,
  "023-login-owner-addresses": loginOwnerAddresses,
  "024-health-check": healthCheck,
  "025-liveness-challenges": livenessChallenges,
  "026-address-proof-check": addressProofCheck,
  "027-document-look-back": documentLookBack,
  "028-journey-user-input": journeyUserInput,
  "029-journey-definition-id": journeyDefinitionId,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/** Applies the migrations not applied yet, in order; returns their names. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** The migrations the database has not had yet, by name. */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/** The migrations the code knows, oldest first. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

/** How many migrations the code knows. */
export const MIGRATION_COUNT = MIGRATION_NAMES.length;

/** Applies the migrations up to and including `name`: a test of the next one starts there. */
export async function migrateUpTo(db: Kysely<unknown>, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Kysely<unknown>,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const { error, results } = await run(new Migrator({ db, provider }));
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
