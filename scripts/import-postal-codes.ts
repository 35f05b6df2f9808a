/**
 * Imports Poczta Polska's postal code list (CSV: PNA;Miejscowość;Ulica;Numery;Gmina;Powiat;
 * Województwo, UTF-8) into the configured database, replacing the list there:
 *
 *   npm run import:postal-codes -- path/to/spis-pna.csv
 *
 * Uses the same configuration as the server (DATABASE_URL, DATA_DIR).
 */
import fs from "node:fs";
import type { Kysely } from "kysely";
import { readCommandLine } from "./cli/command-line.ts";

const {
  positionals: [file],
} = readCommandLine({
  command: "npm run import:postal-codes",
  summary:
    "Imports Poczta Polska's postal code list into the configured database (DATABASE_URL,\nDATA_DIR, as the server), replacing the list there.",
  options: {},
  positionals: [{ name: "file.csv", description: "the list: PNA;Miejscowość;Ulica;…, UTF-8" }],
});
/** Stops with one line: what went wrong, without a stack trace. */
function stop(message: string): never {
  process.stderr.write(`import-postal-codes: ${message}\n`);
  process.exit(1);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
try {
  fs.accessSync(file!, fs.constants.R_OK);
  if (!fs.statSync(file!).isFile()) stop(`${file!} is not a file`);
} catch (error) {
  const code = (error as { code?: string }).code;
  stop(
    code === "ENOENT"
      ? `${file!} does not exist`
      : code === "EACCES"
        ? `${file!} cannot be read (permission denied)`
        : `${file!} cannot be read: ${reason(error)}`,
  );
}

// The server's code and the database drivers are loaded once the command line and the file are
// checked: --help and a missing file answer without them.
const [
  { importPostalList },
  { PostalAddressStore },
  { readServerConfig },
  { openDatabase },
  { migrateToLatest },
] = await Promise.all([
  import("../src/server/addresses/load-postal-list.ts"),
  import("../src/server/addresses/postal-address-store.ts"),
  import("../src/server/config/server-config.ts"),
  import("../src/server/storage/database.ts"),
  import("../src/server/storage/migrate.ts"),
]);
const config = readServerConfig(process.env);
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.database,
  });
} catch (error) {
  stop(`cannot open the database: ${reason(error)}`);
}
try {
  await migrateToLatest(database.db as unknown as Kysely<unknown>);
  const { rows, skipped } = await importPostalList(new PostalAddressStore(database.db), file!);
  for (const { line, reason } of skipped.slice(0, 20)) console.warn(`line ${line}: ${reason}`);
  console.log(`import-postal-codes: ${rows.length} rows imported, ${skipped.length} skipped`);
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`import-postal-codes: ${reason(error)}\n`);
} finally {
  await database.db.destroy();
}
