import fs from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

/** Every test file. */
const ALL = [
  "tests/**/*.test.{ts,tsx}",
  "src/**/*.test.{ts,tsx}",
  "widgets/**/*.test.{ts,tsx}",
  "scripts/**/*.test.ts",
  "e2e/reporters/**/*.test.ts",
];
/** The browser's code and its widgets: pure logic, and components in jsdom. */
const CLIENT_DIRS = [
  "src/app",
  "src/capture",
  "src/engine",
  "src/flow",
  "src/generated",
  "src/shared",
  "widgets",
  "tests/component",
];
const CLIENT = CLIENT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);

/**
 * The client's test files that run in jsdom: those whose first line says so (src/generated/ is
 * made by the first run, so a fresh checkout may lack it).
 */
function jsdomTestFiles(): string[] {
  return CLIENT_DIRS.filter((dir) => fs.existsSync(dir)).flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => path.posix.join(dir, file.split(path.sep).join("/")))
      .filter((file) => fs.readFileSync(file, "utf8").startsWith("// @vitest-environment jsdom")),
  );
}
const DOM = jsdomTestFiles();

export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    environment: "node",
    // Stale precompiled validators (a schema edited since they were generated) are made again.
    globalSetup: ["scripts/gen-validators/fresh-validators.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    // A worker keeps its modules and its environment from one test file to the next (while the
    // next is of its project, below): no test relies on a fresh module (each builds its own
    // server, database and DOM), and the files pass in any order. The whole suite, on SQLite and
    // PostgreSQL, took 135 s (228 s of CPU) against 208 s (365 s) isolated, most of the
    // difference the same modules imported again for every file. So do the OCR and face model
    // worker threads, which no test file ends: each starts on first use (a second or two of a
    // core) and lives until Vitest ends the worker, as in a server, where they live as long as
    // the process.
    isolate: false,
    // V8 hands a function to TurboFan only after eight times its default work (67,584 in Node.js
    // 20): a test file runs most of its code a few times, too few for the compiling to pay back,
    // while the pixel and model loops still get it. The runs that chose eight are in
    // docs/decisions/development.md.
    execArgv: [`--interrupt-budget=${8 * 67_584}`],
    // Three at once on two cores (Vitest's default is one a core): most server tests wait on a
    // database, a timer or a hash. Isolated, the whole suite on SQLite and PostgreSQL took 149 s
    // with three against 172 s with two.
    maxWorkers: 3,
    // One project for each environment, run one after another (their group order): Vitest ends a
    // worker whose next file is of another project or environment, and the next one imports every
    // module again. With the client's files in Node.js and jsdom in one project, and the projects
    // side by side, a whole run started 40 workers; so, 9 (docs/decisions/development.md).
    projects: [
      { extends: true, test: { name: "dom", include: DOM, sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: {
          name: "client",
          include: CLIENT,
          exclude: [...configDefaults.exclude, ...DOM],
          sequence: { groupOrder: 1 },
        },
      },
      // The server, the scripts and anything else.
      {
        extends: true,
        test: {
          name: "server",
          include: ALL,
          exclude: [...configDefaults.exclude, ...CLIENT],
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
