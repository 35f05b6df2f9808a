/**
 * A fingerprint of what the generated validators are made from (every file under `schemas/`, the
 * project widgets there are, the generator's own code and the locked package versions), kept
 * beside them, so a test run can tell stale validators from fresh ones in milliseconds.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../../src/server/config/project-files.ts";
import { importsOf } from "../check-imports.ts";

/** The fingerprint's file in the output folder. */
export const FINGERPRINT_FILE = "inputs.sha256";

const GENERATOR = path.join(PROJECT_ROOT, "scripts", "gen-validators.ts");

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
    .sort();
}

/** The generator and every module of the project it imports, transitively. */
function generatorModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of importsOf(file, true)) visit(imported);
  };
  visit(GENERATOR);
  return [...seen].sort();
}

export function inputsFingerprint(root = PROJECT_ROOT): string {
  const hash = createHash("sha256");
  const add = (label: string, content: string | Buffer) =>
    hash.update(`${label}\0${content.length}\0`).update(content);
  for (const file of filesUnder(path.join(root, "schemas")))
    add(path.relative(root, file), fs.readFileSync(file));
  const widgets = filesUnder(path.join(root, "widgets")).filter((file) =>
    file.endsWith("Widget.tsx"),
  );
  add("widgets", widgets.map((file) => path.relative(root, file)).join("\n"));
  for (const file of [...generatorModules(), path.join(PROJECT_ROOT, "package-lock.json")])
    add(path.relative(PROJECT_ROOT, file), fs.readFileSync(file));
  return hash.digest("hex");
}

export function writeFingerprint(outDir: string, root = PROJECT_ROOT): void {
  fs.writeFileSync(path.join(outDir, FINGERPRINT_FILE), `${inputsFingerprint(root)}\n`);
}

/** True when the output folder holds validators made from the inputs as they are now. */
export function validatorsAreFresh(outDir: string, root = PROJECT_ROOT): boolean {
  const file = path.join(outDir, FINGERPRINT_FILE);
  return fs.existsSync(file) && fs.readFileSync(file, "utf8").trim() === inputsFingerprint(root);
}
