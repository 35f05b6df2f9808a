/** Every locale's pages arrive with their language, title and description before any script runs. */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localiseIndexHtml } from "../../src/server/http/localised-index.ts";
import {
  basePathFor,
  brandForLanguage,
  intlTagOf,
  LANGUAGES,
} from "../../src/shared/brand/locales.ts";
import type { FastifyInstance } from "fastify";
import { serveBuild, writeBuild } from "./test-server.ts";

const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");
const locale = (lang: string, namespace: string) =>
  JSON.parse(
    fs.readFileSync(path.join(PROJECT_ROOT, "locales", lang, `${namespace}.json`), "utf8"),
  ) as Record<string, string>;

describe("the index page of each locale", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const staticDir = writeBuild({
      // A build's manifest, reduced to what the page's preload hints read.
      ".vite/manifest.json": JSON.stringify({
        "index.html": { file: "assets/index-1.js", isEntry: true },
        _shared: { file: "assets/shared-1.js" },
        "src/app/screens/form-kit.ts": {
          file: "assets/form-kit-1.js",
          imports: ["index.html", "_shared"],
        },
        "src/generated/steps/personalDataConfirm.step.js": { file: "assets/pdc-1.js" },
        "src/generated/steps/newAccount.step.js": { file: "assets/na-1.js" },
        "locales/pl/common.json": { file: "assets/common-pl.js" },
        "locales/en/common.json": { file: "assets/common-en.js" },
        "locales/de/common.json": { file: "assets/common-de.js" },
        "virtual:locale-names/pl": { file: "assets/pl-names.js" },
        "virtual:locale-names/en-GB": { file: "assets/en-GB-names.js" },
        "virtual:locale-names/uk": { file: "assets/uk-names.js" },
      }),
    });
    ({ app, close } = await serveBuild(staticDir));
  });
  afterAll(() => close());

  const get = async (url: string) => (await app.inject({ method: "GET", url })).body;

  it("is Polish on the Polish brand", async () => {
    const html = await get("/onboarding/personal-data");
    const pl = locale("pl", "common");
    expect(html).toContain('<html lang="pl"');
    expect(html).toContain(`<title>${pl.pageTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${pl.pageDescription}"`);
  });

  it("announces the modules its route loads at once: engine, the route's step, its texts and names", async () => {
    const html = await get("/onboarding/personal-data");
    const preloaded = [
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map((match) => match[1]);
    expect(preloaded.sort()).toEqual(
      [
        "/assets/form-kit-1.js",
        "/assets/shared-1.js",
        "/assets/pdc-1.js",
        "/assets/common-pl.js",
        "/assets/common-en.js",
        "/assets/pl-names.js",
      ].sort(),
    );
    const english = await get("/eu-en/onboarding/");
    expect(english).toContain('href="/assets/na-1.js"');
    expect(english).toContain('href="/assets/en-GB-names.js"');
    expect(english).not.toContain("pl-names");
    // Ukrainian pages read their names by the language's BCP 47 tag.
    expect(await get("/ua/onboarding/")).toContain('href="/assets/uk-names.js"');
  });

  it("opens a page in the language a link's lang names, in the same brand", async () => {
    const reply = await app.inject({
      method: "GET",
      url: "/eu-en/onboarding/personal-data?lang=de&utm_source=mail",
    });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe("/eu-de/onboarding/personal-data?utm_source=mail");
    const polish = await app.inject({ method: "GET", url: "/ru/onboarding/?lang=pl" });
    expect(polish.headers.location).toBe("/onboarding/");
    const unknown = await app.inject({ method: "GET", url: "/eu-en/onboarding/?lang=xx" });
    expect(unknown.statusCode).toBe(200);
  });

  it("names each of the fourteen languages in its own words", async () => {
    for (const language of LANGUAGES) {
      const base = `${basePathFor({ brand: brandForLanguage(language), language })}/`;
      const html = await get(base);
      expect(html).toContain(`<html lang="${intlTagOf(language)}"`);
      expect(html).toContain(`<title>${locale(language, "common").pageTitle}</title>`);
      if (language !== "en")
        expect(locale(language, "common").pageTitle).not.toBe(locale("en", "common").pageTitle);
    }
  });
});

describe("localiseIndexHtml", () => {
  it("escapes the texts it puts into the page", () => {
    const html = localiseIndexHtml(
      '<html lang="en"><title>x</title><meta name="description" content="y" />',
      { lang: "pl", title: "A & <B>", description: 'say "hi"' },
    );
    expect(html).toBe(
      '<html lang="pl"><title>A &#38; &#60;B&#62;</title><meta name="description" content="say &#34;hi&#34;" />',
    );
  });

  it("announces a module once: not again when the page already loads or announces it", () => {
    const html = localiseIndexHtml(
      '<html lang="en"><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js"></head>',
      {
        lang: "en",
        title: "x",
        description: "y",
        preloads: ["/assets/index-1.js", "/assets/runtime-1.js", "/assets/engine-1.js"],
      },
    );
    const named = (href: string) => html.split(`"${href}"`).length - 1;
    expect(named("/assets/index-1.js")).toBe(1);
    expect(named("/assets/runtime-1.js")).toBe(1);
    expect(named("/assets/engine-1.js")).toBe(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/engine-1.js">');
  });
});
