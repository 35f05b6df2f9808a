import { defineConfig } from "vitest/config";

export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    include: [
      "tests/**/*.test.{ts,tsx}",
      "src/**/*.test.{ts,tsx}",
      "widgets/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    // Stale precompiled validators (a schema edited since they were generated) are made again.
    globalSetup: ["scripts/gen-validators/fresh-validators.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    // Three at once on two cores (Vitest's default is one a core): most server tests wait on a
    // database, a timer or a hash. The whole suite, on SQLite and PostgreSQL, took 149 s with
    // three against 172 s with two.
    maxWorkers: 3,
  },
});
