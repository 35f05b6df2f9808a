/**
 * `npm run restore -- FOLDER`: puts a backup (`npm run backup`) into a fresh deployment, the one
 * DATABASE_URL (an empty PostgreSQL database) or DATA_DIR names, then the server starts on it as
 * on its own. In production: node dist-server/restore.js FOLDER.
 */
import { readDatabaseSettings } from "../src/server/config/database-settings.ts";
import { withSecretFiles } from "../src/server/config/secret-files.ts";
import { restoreBackup } from "../src/server/backup/restore-backup.ts";
import { readCommandLine } from "./cli/command-line.ts";

const { positionals } = readCommandLine({
  command: "npm run restore",
  summary:
    "Restores a backup of npm run backup into a fresh deployment: an empty PostgreSQL database\n(DATABASE_URL) or a DATA_DIR without a database, with the keys and photos it holds.",
  options: {},
  positionals: [{ name: "FOLDER", description: "the backup's folder" }],
});

try {
  const settings = readDatabaseSettings(withSecretFiles(process.env, process.cwd()), process.cwd());
  const manifest = await restoreBackup(positionals[0]!, {
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
  });
  console.log(
    `restore: the ${manifest.dialect} backup of ${manifest.createdAt} (${manifest.migrations} migrations) is in place; start the server`,
  );
  for (const missing of manifest.notHeld) console.log(`restore: give it ${missing} too`);
} catch (error) {
  process.stderr.write(`restore: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
