/**
 * `npm run backup -- FOLDER`: a backup of the deployment while it runs, into a new folder (the
 * database, DATA_DIR's keys, the photos kept as files, a manifest); `npm run restore -- FOLDER`
 * puts it back into a fresh one. Same settings as the server (DATABASE_URL or its _FILE,
 * DATA_DIR). In production: node dist-server/backup.js FOLDER.
 */
import { readCommandLine } from "./cli/command-line.ts";

const { positionals } = readCommandLine({
  command: "npm run backup",
  summary:
    "Backs up the database (SQLite's online backup, or pg_dump), DATA_DIR's keys and the photos\nkept as files into FOLDER, with a manifest, while the server runs.",
  options: {},
  positionals: [{ name: "FOLDER", description: "a new or empty folder" }],
});
// The server's code is loaded once the command line is read: --help answers without it.
const [{ readServerConfig }, { takeBackup }] = await Promise.all([
  import("../src/server/config/server-config.ts"),
  import("../src/server/backup/take-backup.ts"),
]);

try {
  const config = readServerConfig();
  const started = Date.now();
  const manifest = await takeBackup(
    {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      keysFromSettings: [
        ...(config.keys.verification ? ["VERIFICATION_KEY"] : []),
        ...(config.keys.botCheck ? ["BOT_CHECK_KEY"] : []),
        ...(config.journey.tokenKey ? ["JOURNEY_TOKEN_KEY"] : []),
      ],
      photosInStore: config.journey.captureStorage !== undefined,
    },
    positionals[0]!,
  );
  console.log(
    `backup: ${manifest.dialect}, ${manifest.migrations} migrations, ${Object.keys(manifest.files).length} files ` +
      `in ${positionals[0]} (${Date.now() - started} ms)`,
  );
  for (const missing of manifest.notHeld) console.log(`backup: keep ${missing} with it yourself`);
} catch (error) {
  process.stderr.write(`backup: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
