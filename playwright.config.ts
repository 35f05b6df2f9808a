import { defineConfig } from "@playwright/test";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.E2E_PORT ?? 4391);
// Set once by the runner and inherited by its workers, so tests can reach the server's database.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `onboarding-e2e-${process.pid}`);
export const DATA_DIR = process.env.E2E_DATA_DIR;

/** Debian's Chromium; Playwright's own browser download is not used. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** What every server of the browser tests is given besides its address, database and DATA_DIR. */
export const E2E_SERVER_ENV: Record<string, string> = {
  // Every test registers and logs in from 127.0.0.1: the per-address limits are raised.
  RATE_LIMIT_LOGIN_ACCOUNT: "1000/1m",
  RATE_LIMIT_LOGIN_IP: "1000/1m",
  RATE_LIMIT_GET_TOKEN_IP: "10000/1m",
  RATE_LIMIT_NEW_ACCOUNT_IP: "1000/1m",
  RATE_LIMIT_VALIDATE_SESSION: "10000/1m",
  RATE_LIMIT_DC_SESSION: "10000/1m",
  RATE_LIMIT_SUBMIT_SESSION: "10000/1m",
  RATE_LIMIT_CODE_IP: "10000/1m",
  RATE_LIMIT_HANDOFF_IP: "10000/1m",
  // Nearly every test registers: the bot check does a fortieth of its work (the same check).
  BOT_CHECK_MAX_NUMBER: "50",
  // The journeys ask for the document alone, as a deployment's own definition may: the selfie and
  // liveness run on servers of their own with the fake camera's face (e2e/liveness.e2e.ts).
  JOURNEY_DEFINITION: "tests/fixtures/document-only-journey.json",
};

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  timeout: 60_000,
  // The whole run takes 17 to 23 minutes on two cores (docs/PERFORMANCE.md, "CI"); a run that
  // hangs fails here, not at CI's own limit.
  globalTimeout: 50 * 60_000,
  expect: { timeout: 10_000 },
  // Two workers share the one server: most of a browser test is waiting (the bot check, the
  // server's hashing, timers), so two at once take about 60% of the time one after another
  // does. Three were faster by a fifth on a quiet machine, but the camera tests (a browser each)
  // and the document checks then ran past their time limits whenever the machine was busy.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["./e2e/reporters/slowest-tests.ts"]],
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    // The typed walks again at phone width: nothing scrolls sideways, nothing is cut off.
    {
      name: "phone",
      grep: /@walk/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
    trace: "off",
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node dist-server/main.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      LOG_LEVEL: "warn",
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      ...E2E_SERVER_ENV,
    },
  },
});
