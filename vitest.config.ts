import { configDefaults, defineConfig } from "vitest/config";

/** Every test file. */
const ALL = [
  "tests/**/*.test.{ts,tsx}",
  "src/**/*.test.{ts,tsx}",
  "widgets/**/*.test.{ts,tsx}",
  "scripts/**/*.test.ts",
  "e2e/reporters/**/*.test.ts",
];
/** The browser's code and its widgets: pure logic and components in jsdom. */
const CLIENT = [
  "src/{app,capture,engine,flow,generated,shared}/**/*.test.{ts,tsx}",
  "widgets/**/*.test.{ts,tsx}",
  "tests/component/**/*.test.{ts,tsx}",
];

export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    environment: "node",
    // Stale precompiled validators (a schema edited since they were generated) are made again.
    globalSetup: ["scripts/gen-validators/fresh-validators.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    // A worker keeps its modules and its environment from one test file to the next, within its
    // project: no test relies on a fresh module (each builds its own server, database and DOM),
    // and the files pass in any order. The whole suite, on SQLite and PostgreSQL, took 135 s
    // (228 s of CPU) against 208 s (365 s) isolated, most of the difference the same modules
    // imported again for every file. So do the OCR and face model worker threads, which no test
    // file ends: each starts on first use (a second or two of a core) and lives until Vitest ends
    // the worker, as in a server, where they live as long as the process.
    isolate: false,
    // Three at once on two cores (Vitest's default is one a core): most server tests wait on a
    // database, a timer or a hash. Isolated, the whole suite on SQLite and PostgreSQL took 149 s
    // with three against 172 s with two.
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: "client", include: CLIENT } },
      // The server, the scripts and anything else.
      {
        extends: true,
        test: { name: "server", include: ALL, exclude: [...configDefaults.exclude, ...CLIENT] },
      },
    ],
  },
});
