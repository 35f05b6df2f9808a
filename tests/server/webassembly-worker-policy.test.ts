/**
 * The content security policy of the built files: the selfie camera's face detector (a worker
 * that compiles WebAssembly) may compile it, and nothing else may; no script may evaluate code.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerConfig } from "../../src/server/config/server-config.ts";
import { createServices, type CreatedServices } from "../../src/server/create-services.ts";
import { buildProxyServer } from "../../src/server/http/proxy-server.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-wasm-policy-"));
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-wasm-static-"));
let created: CreatedServices;
let app: Awaited<ReturnType<typeof buildProxyServer>>;

beforeAll(async () => {
  fs.mkdirSync(path.join(staticDir, "assets"));
  fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>t</title>");
  fs.writeFileSync(path.join(staticDir, "assets", "face-guide-worker-Ab1_x.js"), "1;");
  fs.writeFileSync(path.join(staticDir, "assets", "index-Cd2.js"), "2;");
  created = await createServices(
    readServerConfig({ DATA_DIR: dataDir, STATIC_DIR: "", DATABASE_URL: "" }),
  );
  app = await buildProxyServer(created.services, { staticDir });
});

afterAll(async () => {
  await app.close();
  await created.database.db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const scriptSources = async (url: string) => {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  return /script-src ([^;]*)/.exec(String(response.headers["content-security-policy"]))?.[1];
};

describe("the policy a built file is answered with", () => {
  it("lets the face detector's worker compile WebAssembly, and evaluate nothing", async () => {
    expect(await scriptSources("/assets/face-guide-worker-Ab1_x.js")).toBe(
      "'self' 'wasm-unsafe-eval'",
    );
  });

  it("keeps every other script and the pages to their own origin's files", async () => {
    expect(await scriptSources("/assets/index-Cd2.js")).toBe("'self'");
    expect(await scriptSources("/assets/face-guide-worker-Ab1_x.js?x=/assets/index.js")).toBe(
      "'self'",
    );
  });
});
