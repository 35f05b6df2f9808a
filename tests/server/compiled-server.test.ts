/**
 * The compiled server (`npm run build`'s dist-server/) runs with plain Node, no TypeScript
 * compiler: it starts, registers an applicant and validates by the project's files; the journey service
 * and the migration command compiled beside it answer too.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileServer } from "../../scripts/build/compile-server.ts";
import { postAction, registeredSession } from "../../scripts/real-server.ts";
import { PROJECT_ROOT } from "../../src/server/config/project-root.ts";
import { startServerProcess } from "./server-process.ts";

// Under the project folder (as dist-server/ is), where the compiled server finds its files.
const outDir = fs.mkdtempSync(path.join(PROJECT_ROOT, ".data-test-compiled-"));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "compiled-server-"));

beforeAll(async () => {
  await compileServer(PROJECT_ROOT, outDir);
}, 60_000);
afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the compiled server", () => {
  it("holds no TypeScript and starts with plain node, registering an applicant", async () => {
    expect(fs.readdirSync(outDir).filter((file) => file.endsWith(".ts"))).toEqual([]);
    const server = await startServerProcess(
      { DATA_DIR: dataDir },
      30_000,
      path.join(outDir, "main.js"),
    );
    try {
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
      // Registration and the next step, validated by the schemas and routed by the flow file
      // the compiled server read from the project folder.
      const token = await registeredSession(server.origin);
      const personalData = await postAction(server.origin, "personal-data-confirm", {
        languageCode: "EN",
        token,
      });
      expect(personalData.status).toBe(422);
      expect(personalData.body).toContain("firstName");
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("compiles the migration command, which applies nothing to a database already migrated", () => {
    const migrate = spawnSync(process.execPath, [path.join(outDir, "migrate.js")], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(migrate.status).toBe(0);
    expect(migrate.stdout).toMatch(/up to date|no migration/i);
  });

  it("compiles the journey service's entry, which answers --help", () => {
    const help = spawnSync(process.execPath, [path.join(outDir, "journey-main.js"), "--help"], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
    });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("JOURNEY_PORT");
  });
});
