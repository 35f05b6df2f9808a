/**
 * The browser figures of the product against its peers, by the peer benchmark's own method
 * (../shared/bench-peers: Playwright + CDP, keys and toggle at 4x CPU throttle, interleaved
 * repetitions, medians). Three runs, each with RJSF, SurveyJS and JSON Forms in the same run:
 *
 *   product       the product's personal-data step, a fresh session on every load
 *   engine        the benchmark's own `personal` and `large` RJSF forms rendered by our engine
 *                 (scripts/bench-page, a page outside the product's build)
 *   registration  the product's registration page (keys go to the country search)
 *
 *   npm run bench:ui                        all three, 7 repetitions
 *   npm run bench:ui -- --reps 3 --only engine
 *
 * The product is built, served on 127.0.0.1 with a throw-away SQLite and its per-address limits
 * raised (every load registers from 127.0.0.1), and stopped at the end.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "../src/server/config/project-files.ts";
import { readCommandLine } from "./cli/command-line.ts";

const RUNS = ["product", "engine", "registration"] as const;
const commandLine = readCommandLine({
  command: "npm run bench:ui",
  summary:
    "The product's pages in Chromium against RJSF, SurveyJS and JSON Forms, by the peer\nbenchmark's own method (docs/PERFORMANCE.md); builds the product first.",
  options: {
    reps: { type: "string", value: "N", default: "7", description: "repetitions (1-50)" },
    only: {
      type: "string",
      value: "LIST",
      description: `the runs to make, comma-separated (default ${RUNS.join(",")})`,
    },
    peers: {
      type: "string",
      value: "DIR",
      default: path.resolve(PROJECT_ROOT, "../shared/bench-peers"),
      description: "the peer benchmark's folder",
    },
    "no-build": { type: "boolean", description: "use the build there is" },
  },
});
// The validators' compiler is loaded once the command line is read: --help answers without it.
const { compileBenchForms } = await import("./bench-page/compile-validators.ts");
const options = commandLine.values;
commandLine.wholeNumber("reps", 1, 50);
const wanted = options.only ? options.only.split(",") : [...RUNS];
for (const run of wanted)
  if (!(RUNS as readonly string[]).includes(run))
    commandLine.fail(`--only takes ${RUNS.join(", ")}, not "${run}"`);
const harness = path.join(PROJECT_ROOT, "node_modules", ".cache", "bench-peers");

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  execFileSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
}

/** A writable copy of the benchmark (its folder is read-only here), installed and built. */
function prepareHarness(): void {
  if (!fs.existsSync(path.join(options.peers, "runner.mjs")))
    throw new Error(`no peer benchmark at ${options.peers} (give --peers DIR)`);
  fs.cpSync(options.peers, harness, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|results)([/\\]|$)/.test(source),
  });
  execFileSync("chmod", ["-R", "u+w", harness]);
  if (!fs.existsSync(path.join(harness, "node_modules")))
    run("npm", ["ci", "--no-audit", "--no-fund"], harness);
  run("node", ["build.mjs"], harness);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function startProduct(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ui-"));
  const server: ChildProcess = spawn("node", ["dist-server/main.js"], {
    cwd: PROJECT_ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      RATE_LIMIT_GET_TOKEN_IP: "100000/1h",
      RATE_LIMIT_NEW_ACCOUNT_IP: "100000/1h",
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error("the product's server stopped at start-up");
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop: () => {
      server.kill("SIGTERM");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Builds the engine page into the harness's own dist/, which its server serves, after compiling
 * its forms' validators as the product's build compiles its steps'.
 */
async function buildEnginePage(): Promise<void> {
  const formsDir = path.join(PROJECT_ROOT, "node_modules", ".cache", "bench-forms");
  await compileBenchForms(harness, formsDir);
  run("npx", ["vite", "build", "--config", "scripts/bench-page/vite.config.ts"], PROJECT_ROOT, {
    BENCH_FORMS_DIR: formsDir,
    BENCH_PAGE_OUT: path.join(harness, "dist", "engine-page"),
  });
}

function benchmark(args: string[]): void {
  run("bash", ["run.sh", "--reps", options.reps, ...args], harness);
}

const PERSONAL_DATA_SELECTORS = {
  firstInput: "#root_firstName",
  toggle: "#root_noLimitExpiryDate",
  toggled: '[data-field="documentExpirationDate"]',
  submit: 'form.rjsf button[type="submit"]',
  error: 'form.rjsf [aria-invalid="true"]',
  force: true,
};

const ENGINE_PAGE_SELECTORS = {
  firstInput: "#root_firstName, #root_g1_name",
  toggle: "#root_noExpiry, #root_g1_notApplicable",
  toggled: "#root_documentExpirationDate, #root_g1_details",
  submit: 'form.rjsf button[type="submit"]',
  error: 'form.rjsf [aria-invalid="true"]',
  force: true,
};

if (!options["no-build"]) run("npm", ["run", "build"], PROJECT_ROOT);
prepareHarness();
const product = await startProduct();
try {
  const newSession = `cd ${PROJECT_ROOT} && node --import tsx scripts/bench-page/new-session.ts ${product.base}`;
  if (wanted.includes("product")) {
    console.log("\n== product: personal data (fresh session per load) vs peers");
    benchmark([
      "--url",
      `${product.base}/eu-en/onboarding/personal-data`,
      "--name",
      "product",
      "--selectors",
      JSON.stringify(PERSONAL_DATA_SELECTORS),
      "--prepare",
      newSession,
      "--out",
      "results/product.json",
    ]);
  }
  if (wanted.includes("engine")) {
    console.log("\n== engine: the benchmark's own forms rendered by our engine vs peers");
    await buildEnginePage();
    benchmark([
      "--url",
      "/engine-page/index.html?form={form}",
      "--name",
      "engine",
      "--selectors",
      JSON.stringify(ENGINE_PAGE_SELECTORS),
      "--out",
      "results/engine.json",
    ]);
  }
  if (wanted.includes("registration")) {
    console.log("\n== registration page (keys into the country search) vs peers");
    benchmark([
      "--url",
      `${product.base}/eu-en/onboarding/`,
      "--name",
      "registration",
      "--selectors",
      JSON.stringify({ firstInput: "#root_residenceCountry" }),
      "--out",
      "results/registration.json",
    ]);
  }
} finally {
  product.stop();
}
