/** The intro video's configuration reaches the browser, and the CSP admits its origin only. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerConfig } from "../../src/server/config/server-config.ts";
import { createServices, type CreatedServices } from "../../src/server/create-services.ts";
import { buildProxyServer } from "../../src/server/http/proxy-server.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-intro-"));
let created: CreatedServices;
let app: Awaited<ReturnType<typeof buildProxyServer>>;

beforeAll(async () => {
  created = await createServices(
    readServerConfig({
      DATA_DIR: dataDir,
      STATIC_DIR: "",
      DATABASE_URL: "",
      INTRO_VIDEO_DESKTOP_URL: "https://media.broker.example/intro-desktop.mp4",
      INTRO_VIDEO_MOBILE_URL: "/media/intro-mobile.mp4",
      INTRO_VIDEO_POSTER_URL: "https://images.broker.example/poster.jpg",
    }),
  );
  app = await buildProxyServer(created.services, {});
});

afterAll(async () => {
  await app.close();
  await created.database.db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("intro video", () => {
  it("is part of the dictionaries answer", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/form/eu/get-dictionaries-list",
      payload: { languageCode: "EN" },
    });
    expect(response.json()).toMatchObject({
      introVideo: {
        desktop: "https://media.broker.example/intro-desktop.mp4",
        mobile: "/media/intro-mobile.mp4",
        poster: "https://images.broker.example/poster.jpg",
      },
    });
  });

  it("adds the video's and the poster's origins to the policy, and nothing to scripts", async () => {
    // Any answer that is not JSON carries the pages' policy: here the not-found page.
    const response = await app.inject({ method: "GET", url: "/no/such/page" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("media-src 'self' https://media.broker.example;");
    expect(policy).toContain("img-src 'self' data: blob: https://images.broker.example;");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain("unsafe");
  });
});
