/**
 * The project folder (the one holding package.json, schemas/, flows/, locales/ and config/),
 * found from a module's own folder by walking up. The same answer from the TypeScript sources
 * (src/server/…) and from the compiled server (dist-server/), so the files compliance edits are
 * read from one place however the server runs.
 */
import fs from "node:fs";
import path from "node:path";

export function findProjectRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
