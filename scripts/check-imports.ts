/**
 * Checks the project's own imports (relative imports in src/, widgets/, scripts/, tests/, e2e/):
 * no import cycles, and the dependency direction of docs/ARCHITECTURE.md. Prints each problem
 * and exits 1 when there is any.
 */
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../src/server/config/project-files.ts";
import { readCommandLine } from "./cli/command-line.ts";

const ROOTS = ["src", "widgets", "scripts", "tests", "e2e"];
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+["'](\.{1,2}\/[^"']+)["']/gm;

/** Which folders a folder's modules may not import; tests are free to read the project's files. */
export const FORBIDDEN_IMPORTS: { from: string; forbidden: string[]; why: string }[] = [
  {
    from: "src/engine",
    forbidden: ["src/app", "src/flow", "src/server", "src/capture", "widgets"],
    why: "the engine is generic: it knows nothing of the brokerage",
  },
  {
    from: "src/server",
    forbidden: ["src/app", "src/flow", "src/engine", "src/capture", "widgets"],
    why: "the server imports no React code",
  },
  {
    from: "widgets",
    forbidden: ["src/app", "src/flow", "src/server"],
    why: "widgets plug into the engine (the journey's views into the capture machine), never into the app",
  },
  {
    from: "src/capture",
    forbidden: ["src/app", "src/flow", "src/engine", "src/server", "widgets"],
    why: "the capture journey is a headless machine: no React, no app, no server",
  },
  {
    from: "src/shared",
    forbidden: ["src/app", "src/flow", "src/engine", "src/server", "src/capture", "widgets"],
    why: "shared code stands on its own",
  },
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The modules a file imports; type-only imports (which vanish at run time) only when asked. */
export function importsOf(file: string, withTypes = false): string[] {
  const text = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    if (!withTypes && /^\s*(?:import|export)\s+type\s/.test(match[0])) continue;
    const target = path.resolve(path.dirname(file), match[1]!);
    if (fs.existsSync(target)) found.push(target);
  }
  return found;
}

/**
 * Depth-first search with three colours: an edge back to a module still on the stack closes a
 * cycle. Type-only imports count: two modules that need each other's types are one concern split
 * in two, or want a third module for what they share.
 */
export function findImportCycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file, true)]));
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

const inFolder = (file: string, folder: string) =>
  file.startsWith(path.join(PROJECT_ROOT, folder) + path.sep);

/** Imports (type imports included) that break the dependency direction. */
export function findForbiddenImports(files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files.filter((f) => !/\.test\.tsx?$/.test(f))) {
    for (const rule of FORBIDDEN_IMPORTS.filter((r) => inFolder(file, r.from))) {
      for (const target of importsOf(file, true)) {
        if (rule.forbidden.some((folder) => inFolder(target, folder))) {
          problems.push(
            `${path.relative(PROJECT_ROOT, file)} imports ${path.relative(PROJECT_ROOT, target)}: ${rule.why}`,
          );
        }
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  readCommandLine({
    command: "node --import tsx scripts/check-imports.ts",
    summary:
      "Checks the project's own imports: no import cycles, and the dependency direction of\ndocs/ARCHITECTURE.md (part of npm run lint). Exits 1 on any problem.",
    options: {},
  });
  const files = ROOTS.flatMap((root) => sourceFiles(path.join(PROJECT_ROOT, root)));
  const cycles = findImportCycles(files).map(
    (cycle) =>
      `import cycle: ${[...cycle, cycle[0]!].map((f) => path.relative(PROJECT_ROOT, f)).join(" -> ")}`,
  );
  const problems = [...cycles, ...findForbiddenImports(files)];
  for (const problem of problems) console.error(`check-imports: ${problem}`);
  if (problems.length) process.exit(1);
  console.log(`check-imports: ${files.length} modules, no cycles, dependency direction kept`);
}
