/**
 * Finds import cycles among the project's own modules (relative imports in src/, widgets/,
 * scripts/, tests/ and e2e/), printing each cycle once. Exits 1 when there is any.
 */
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../src/server/config/project-files.ts";

const ROOTS = ["src", "widgets", "scripts", "tests", "e2e"];
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+["'](\.{1,2}\/[^"']+)["']/gm;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Type-only imports vanish at run time and are left out, as the bundler does. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue;
    const target = path.resolve(path.dirname(file), match[1]!);
    if (fs.existsSync(target)) found.push(target);
  }
  return found;
}

/** Depth-first search with three colours: an edge back to a module still on the stack closes a cycle. */
export function findImportCycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const onStack: string[] = [];
  const state = new Map<string, "open" | "done">();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    state.set(file, "open");
    onStack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push(onStack.slice(onStack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    onStack.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = ROOTS.flatMap((root) => sourceFiles(path.join(PROJECT_ROOT, root)));
  const cycles = findImportCycles(files);
  for (const cycle of cycles) {
    console.error(
      `import cycle: ${[...cycle, cycle[0]!].map((f) => path.relative(PROJECT_ROOT, f)).join(" -> ")}`,
    );
  }
  if (cycles.length) process.exit(1);
  console.log(`check-import-cycles: ${files.length} modules, no cycles`);
}
