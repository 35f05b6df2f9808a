/**
 * Imports Poczta Polska's postal code list (CSV: PNA;Miejscowość;Ulica;Numery;Gmina;Powiat;
 * Województwo, UTF-8) into the configured database, replacing the list there:
 *
 *   npm run import:postal-codes -- path/to/spis-pna.csv
 *
 * Uses the same configuration as the server (DATABASE_URL, DATA_DIR).
 */
import type { Kysely } from "kysely";
import { importPostalList } from "../src/server/addresses/load-postal-list.ts";
import { PostalAddressStore } from "../src/server/addresses/postal-address-store.ts";
import { readServerConfig } from "../src/server/config/server-config.ts";
import { openDatabase } from "../src/server/storage/database.ts";
import { migrateToLatest } from "../src/server/storage/migrate.ts";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run import:postal-codes -- <file.csv>");
  process.exit(2);
}
const config = readServerConfig(process.env);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  timeouts: config.database,
});
try {
  await migrateToLatest(database.db as unknown as Kysely<unknown>);
  const { rows, skipped } = await importPostalList(new PostalAddressStore(database.db), file);
  for (const { line, reason } of skipped.slice(0, 20)) console.warn(`line ${line}: ${reason}`);
  console.log(`import-postal-codes: ${rows.length} rows imported, ${skipped.length} skipped`);
} finally {
  await database.db.destroy();
}
