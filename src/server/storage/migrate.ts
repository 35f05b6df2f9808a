/** Brings the schema up to date. Migrations are imported statically so a bundle or tsx run finds them. */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as initial from "./migrations/001-initial.ts";
import * as marketing from "./migrations/002-marketing.ts";
import * as analyticsEvents from "./migrations/003-analytics-events.ts";
import * as documentScans from "./migrations/004-document-scans.ts";
import * as submissionRevisions from "./migrations/005-submission-revisions.ts";

const migrations: Record<string, Migration> = {
  "001-initial": initial,
  "002-marketing": marketing,
  "003-analytics-events": analyticsEvents,
  "004-document-scans": documentScans,
  "005-submission-revisions": submissionRevisions,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
