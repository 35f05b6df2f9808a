/**
 * Applies the database migrations on their own, before the instances start (which then run with
 * `MIGRATE_ON_START=false`), and says which it applied:
 *
 *   npm run migrate
 *
 * Uses the same configuration as the server (DATABASE_URL or DATABASE_URL_FILE, DATA_DIR).
 */
import type { Kysely } from "kysely";
import { readDatabaseSettings } from "../src/server/config/database-settings.ts";
import { withSecretFiles } from "../src/server/config/secret-files.ts";
import { readCommandLine } from "./cli/command-line.ts";

readCommandLine({
  command: "npm run migrate",
  summary:
    "Applies the database migrations not applied yet (DATABASE_URL, or the SQLite file under\nDATA_DIR, as the server) and lists them.",
  options: {},
  positionals: [],
});
// The database drivers are loaded once the command line is read: --help answers without them.
const [{ openDatabase }, { prepareDataDir }, { MIGRATION_COUNT, migrateToLatest }] =
  await Promise.all([
    import("../src/server/storage/database.ts"),
    import("../src/server/storage/data-dir.ts"),
    import("../src/server/storage/migrate.ts"),
  ]);

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** Stops with one line: what went wrong, without a stack trace. */
function stop(message: string): never {
  process.stderr.write(`migrate: ${message}\n`);
  process.exit(1);
}

let settings: ReturnType<typeof readDatabaseSettings>;
try {
  settings = readDatabaseSettings(withSecretFiles(process.env, process.cwd()), process.cwd());
} catch (error) {
  stop(reason(error));
}
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  if (!settings.databaseUrl) prepareDataDir(settings.dataDir);
  database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    timeouts: settings.database,
  });
} catch (error) {
  stop(`cannot open the database: ${reason(error)}`);
}
try {
  const applied = await migrateToLatest(database.db as unknown as Kysely<unknown>);
  console.log(
    applied.length === 0
      ? `migrate: the database is up to date (${MIGRATION_COUNT} migrations)`
      : `migrate: applied ${applied.length} of ${MIGRATION_COUNT} migrations: ${applied.join(", ")}`,
  );
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`migrate: ${reason(error)}\n`);
} finally {
  await database.db.destroy();
}
