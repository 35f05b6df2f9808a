import { defineConfig } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.E2E_PORT ?? 4391);
// Set once by the runner and inherited by its workers, so tests can reach the server's database.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `onboarding-e2e-${process.pid}`);
export const DATA_DIR = process.env.E2E_DATA_DIR;

/**
 * Debian's Chromium, the browser people use (Playwright's own download is not used): the visual
 * baselines are drawn by it, and the camera tests that deny the camera run on it, as only its
 * permission prompts can be denied.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The other tests run on Debian's headless shell of the same Chromium build (the package
 * chromium-headless-shell; Playwright's own choice for headless runs): the same engine without
 * the browser's window layer, a fifth less processor time a test (docs/DECISIONS.md).
 * Where it is not installed, the tests run on the browser.
 */
const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const TEST_BROWSER_PATH = fs.existsSync(HEADLESS_SHELL_PATH)
  ? HEADLESS_SHELL_PATH
  : CHROMIUM_PATH;

/** The Chromium switches every browser of the project's tools starts with. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The tests' browsers also run V8 without its optimising compilers (Maglev and TurboFan): a test's
 * pages live in a renderer of their own for a minute or less, too short for optimised code to
 * repay its compiling (axe's most of all), and the renderers took a sixth less processor time
 * (docs/DECISIONS.md). The pages' scripts do the same, in V8's interpreter and baseline compiler.
 * The benchmarks and the gallery keep the optimising compilers.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, "--js-flags=--no-maglev --no-turbofan"];

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
  // Nearly every test registers: the bot check does a fortieth of its work (the same check), and
  // the password is hashed at scrypt's cost 12 (4 MiB, a few milliseconds) instead of 17 (128
  // MiB, half a second of a core), which a server only this machine reaches may use.
  BOT_CHECK_MAX_NUMBER: "50",
  PASSWORD_HASH_COST: "12",
  // The journeys ask for the document alone, as a deployment's own definition may: the selfie and
  // liveness run on servers of their own with the fake camera's face (e2e/liveness.e2e.ts).
  JOURNEY_DEFINITION: "tests/fixtures/document-only-journey.json",
};

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  timeout: 60_000,
  // The whole run takes 6 to 21 minutes on two cores, by the machine's phase (docs/PERFORMANCE.md,
  // "CI"); a run that hangs fails here, not at CI's own limit.
  globalTimeout: 50 * 60_000,
  expect: { timeout: 10_000 },
  // Three workers share the one server on two cores: a browser test waits for much of its time
  // (the bot check, the server's hashing, the camera's timers), and with two the machine was a
  // fifth idle. On the headless shell, three took the run from 720 to 486 s (docs/DECISIONS.md);
  // four were faster on a whole run in a fast phase, slower on four files, and every test ran
  // nearer its timeouts.
  fullyParallel: false,
  workers: 3,
  retries: 0,
  reporter: [["list"], ["./e2e/reporters/slowest-tests.ts"]],
  projects: [
    // Every test, as someone who asked for less motion sees it: the spinners, the camera view's
    // sweep and the prefill's bar stand still (the product's CSS, nothing its code waits on), and
    // Chromium draws no frame for them while a test waits for the server (docs/DECISIONS.md). The
    // typed walks below run with motion.
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" },
    },
    // The typed walks again at phone width, with motion: nothing scrolls sideways, nothing is cut
    // off.
    {
      name: "phone",
      grep: /@walk/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: TEST_BROWSER_PATH,
      args: TEST_CHROMIUM_ARGS,
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
