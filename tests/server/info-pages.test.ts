/**
 * The built-in pages behind the flow's links outside the form: served in a default start, in the
 * visit's language, each given up to its setting; the documents download as a file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readServerConfig } from "../../src/server/config/server-config.ts";
import { createServices, type CreatedServices } from "../../src/server/create-services.ts";
import { buildProxyServer } from "../../src/server/http/proxy-server.ts";

const opened: {
  app: Awaited<ReturnType<typeof buildProxyServer>>;
  created: CreatedServices;
  dir: string;
}[] = [];

async function server(env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-info-pages-"));
  const created = await createServices(
    readServerConfig({ DATA_DIR: dir, STATIC_DIR: "", DATABASE_URL: "", ...env }),
  );
  const app = await buildProxyServer(created.services, {});
  opened.push({ app, created, dir });
  return app;
}

afterAll(async () => {
  for (const { app, created, dir } of opened) {
    await app.close();
    await created.database.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const PAGES = [
  "/remind-password",
  "/cookie-settings",
  "/apply/pl",
  "/apply/eu",
  "/apply/international",
  "/documents/fees-and-commissions",
  "/documents/account-opening",
];

describe("a default start's pages outside the form", () => {
  it.each(PAGES)("%s is a page of the product", async (url) => {
    const app = await server();
    const response = await app.inject({
      url,
      headers: { referer: "http://localhost:8080/eu-de/onboarding/login", host: "localhost:8080" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain('<html lang="de" data-brand=');
    // Back to the page the client came from.
    expect(response.body).toContain('href="/eu-de/onboarding/login"');
  });

  it("speaks the language a link asks for, else the browser's, else English", async () => {
    const app = await server();
    const asked = await app.inject({ url: "/cookie-settings?lang=pl" });
    expect(asked.body).toContain('<html lang="pl" data-brand="pl">');
    expect(asked.body).toContain("tmsc");
    const browser = await app.inject({
      url: "/remind-password",
      headers: { "accept-language": "uk-UA,uk;q=0.9" },
    });
    expect(browser.body).toContain('<html lang="uk" data-brand="pl">');
    expect(browser.body).toContain('href="/ua/onboarding/"');
    const none = await app.inject({ url: "/remind-password" });
    expect(none.body).toContain('<html lang="en-GB" data-brand="eu">');
    expect(none.body).toContain("support@broker.example");
  });

  it("shows the fees compliance configured, for the brand of the page", async () => {
    const app = await server();
    const table = JSON.parse(fs.readFileSync("config/fees-table.json", "utf8")) as {
      rows: { pl: string; eu: string }[];
    };
    const pl = await app.inject({ url: "/documents/fees-and-commissions?lang=pl" });
    const en = await app.inject({ url: "/documents/fees-and-commissions?lang=en" });
    for (const row of table.rows) {
      expect(pl.body).toContain(row.pl);
      expect(en.body).toContain(row.eu);
    }
  });

  it("downloads the account-opening documents as a file", async () => {
    const app = await server();
    const response = await app.inject({ url: "/documents/account-opening?download=1&lang=fr" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="account-opening-documents-fr.html"',
    );
    expect(response.body).toContain('<html lang="fr" data-brand="eu">');
  });
});

describe("a link whose setting is given", () => {
  it("leads to the broker's page, and the built-in one is not served", async () => {
    const app = await server({
      COOKIE_SETTINGS_URL: "https://broker.example/cookies",
      REMIND_PASSWORD_URL: "https://broker.example/password",
    });
    const links = (
      await app.inject({
        method: "POST",
        url: "/api/form/eu/get-dictionaries-list",
        payload: { languageCode: "EN" },
      })
    ).json<{ links: Record<string, string> }>().links;
    expect(links.cookieSettings).toBe("https://broker.example/cookies");
    expect((await app.inject({ url: "/cookie-settings" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/remind-password" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/apply/eu" })).statusCode).toBe(200);
  });
});
