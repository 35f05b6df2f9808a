/**
 * Every script of scripts/ that package.json runs answers `--help` with its usage (exit 0), and
 * an unknown option with one line saying so and the usage (exit 2), before doing anything else.
 * The scripts are read from package.json, so a script added there is checked too.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

interface ScriptRun {
  /** The package.json script, e.g. `check:types-fresh`. */
  name: string;
  file: string;
  /** What package.json gives the script before any argument of ours. */
  args: string[];
}

/** Each `node … scripts/<file>.ts …` command in package.json's scripts, with its own arguments. */
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
        const at = words.findIndex((word) => /^scripts\/[^/]+\.ts$/.test(word));
        return at < 0 ? [] : [{ name, file: words[at]!, args: words.slice(at + 1) }];
      }),
  );
}

function run(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", file, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
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
      expect.arrayContaining(["bench", "bench:kill", "fuzz", "import:postal-codes", "lint:rest"]),
    );
  });

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
