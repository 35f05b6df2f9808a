/**
 * `npm run build`'s server half: compiles the servers, the migration, backup and restore
 * commands and the face worker from TypeScript into plain ES modules under dist-server/, so
 * production runs them with `node dist-server/main.js` and no TypeScript compiler loads at run
 * time. Packages stay
 * imports of node_modules; the project's own modules are bundled, with the modules loaded on
 * demand (the server behind `--help`) in chunks of their own beside the entries. The files
 * compliance edits (schemas/, flows/, locales/, config/) are read from the project folder at
 * start, as from the sources, so a change to them needs a restart and no build.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

export const SERVER_OUT_DIR = "dist-server";

/** The compiled file each entry becomes under dist-server/, and its source. */
export const SERVER_ENTRIES = {
  main: "src/server/main.ts",
  "journey-main": "src/server/journey-main.ts",
  migrate: "scripts/migrate.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  // face-engine.ts starts it by the name face-worker.js beside the module it is bundled into.
  "face-worker": "src/server/journey/face/face-worker.ts",
} as const;

export interface CompiledServer {
  files: string[];
  bytes: number;
}

/** Compiles into `outdir` (dist-server/ unless given; it must lie in the project folder). */
export async function compileServer(
  root: string,
  outdir = path.join(root, SERVER_OUT_DIR),
): Promise<CompiledServer> {
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.entries(SERVER_ENTRIES).map(([out, source]) => ({ in: source, out })),
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    packages: "external",
    sourcemap: "linked",
    chunkNames: "[name]-[hash]",
    metafile: true,
    logLevel: "warning",
    // A node_modules package written in CommonJS, required by a bundled ES module.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
  });
  const files = Object.keys(result.metafile.outputs)
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.join(root, file));
  const bytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  return { files, bytes };
}
