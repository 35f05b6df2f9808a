/**
 * Every script of scripts/ that package.json runs, and the servers it starts (src/server/*.ts),
 * answers `--help` with its usage (exit 0), and an unknown option with one line saying so and the
 * usage (exit 2), before doing anything else. The scripts are read from package.json, so a script
 * added there is checked too; one that runs the compiled server (dist-server/) is checked on the
 * source it is compiled from.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_ENTRIES, SERVER_OUT_DIR } from "../../scripts/build/compile-server.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

interface ScriptRun {
  /** The package.json script, e.g. `check:types-fresh`. */
  name: string;
  file: string;
  /** What package.json gives the script before any argument of ours. */
  args: string[];
}

/** The source of each compiled entry: dist-server/main.js → src/server/main.ts. */
const SOURCE_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(SERVER_ENTRIES).map(([out, source]) => [`${SERVER_OUT_DIR}/${out}.js`, source]),
);

/**
 * Each `node … scripts/<file>.ts …` (or `src/server/<file>.ts`, or a compiled `dist-server/<file>.js`)
 * command in package.json's scripts, with its own arguments.
 */
function scriptRuns(): ScriptRun[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return Object.entries(scripts).flatMap(([name, line]) =>
    line
      .split("&&")
      .map((command) => command.trim().split(/\s+/))
      .filter((words) => words[0] === "node")
      .flatMap((words) => {
        const at = words.findIndex(
          (word) => /^(scripts|src\/server)\/[^/]+\.ts$/.test(word) || SOURCE_OF.has(word),
        );
        if (at < 0) return [];
        const file = SOURCE_OF.get(words[at]!) ?? words[at]!;
        return [{ name, file, args: words.slice(at + 1) }];
      }),
  );
}

/** Longer than any script takes to answer its command line; a server that starts instead is stopped. */
const ANSWER_WITHIN_MS = 15_000;

/**
 * A throw-away place for a script that starts a server instead of answering: no port, data or
 * database of the checkout's.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "script-options-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const ISOLATED = {
  PORT: "0",
  JOURNEY_PORT: "0",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  STATIC_DIR: "",
};

function run(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", file, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...ISOLATED, ...env },
    });
    const stop = setTimeout(() => child.kill("SIGKILL"), ANSWER_WITHIN_MS);
    child.on("close", () => clearTimeout(stop));
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const runs = scriptRuns();

describe("the scripts' command lines", () => {
  it("finds the scripts package.json runs", () => {
    expect(runs.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        "bench",
        "bench:kill",
        "fuzz",
        "import:postal-codes",
        "lint:rest",
        "start",
        "serve",
        "serve:journey",
      ]),
    );
  });

  it.each(["serve", "serve:journey"])(
    "%s's help lists its settings in short and points to docs/CONFIGURATION.md",
    async (name) => {
      const script = runs.find((r) => r.name === name)!;
      const answer = await run(script.file, ["--help"]);
      expect(answer.stdout).toMatch(/^usage: npm run serve(:journey)? -- \[options\]\n/);
      expect(answer.stdout).toContain("docs/CONFIGURATION.md");
      for (const setting of ["DATABASE_URL", "DATA_DIR", "LOG_LEVEL"])
        expect(answer.stdout).toContain(setting);
      expect(answer.stdout).toContain(name === "serve" ? "PORT" : "JOURNEY_PORT");
      expect(answer.code).toBe(0);
    },
  );

  it.each(runs)("$name ($file) prints its usage on --help and exits 0", async (script) => {
    const answer = await run(script.file, [...script.args, "--help"]);
    expect(answer.stderr).toBe("");
    expect(answer.stdout).toMatch(/^usage: /);
    expect(answer.stdout).toContain("--help");
    expect(answer.code).toBe(0);
  });

  it.each(runs)(
    "$name ($file) refuses an unknown option in one line with the usage and exits 2",
    async (script) => {
      const answer = await run(script.file, [...script.args, "--no-such-option"]);
      const [first, second, third] = answer.stderr.split("\n");
      expect(first).toMatch(/^[\w:-]+: unknown option --no-such-option$/);
      expect(second).toBe("");
      expect(third).toMatch(/^usage: /);
      expect(answer.stdout).toBe("");
      expect(answer.code).toBe(2);
    },
  );

  it("import:postal-codes says in one line that the file does not exist", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "postal-import-"));
    try {
      const answer = await run("scripts/import-postal-codes.ts", ["no-such-list.csv"], {
        DATA_DIR: dataDir,
        DATABASE_URL: "",
      });
      expect(answer.stderr).toBe("import-postal-codes: no-such-list.csv does not exist\n");
      expect(answer.code).toBe(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
