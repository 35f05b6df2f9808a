/** The built scripts and styles are sent from memory, in the smallest form the browser accepts. */
import fs from "node:fs";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "../../scripts/build/precompress-assets.ts";
import type { FastifyInstance } from "fastify";
import { makeTempDir, serveBuild, writeBuild } from "./test-server.ts";

const SCRIPT = `export const text = ${JSON.stringify("the same words again ".repeat(300))};\n`;
const MANIFEST = JSON.stringify({
  "src/app/main.tsx": { file: "assets/main-abc123.js", isEntry: true },
});
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(80)}</svg>`;

describe("the static server's text files", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const compressedCache = makeTempDir("precompress-cache-");

  beforeAll(async () => {
    const staticDir = writeBuild({
      "assets/main-abc123.js": SCRIPT,
      "embed/identity-journey.js": SCRIPT,
      "assets/photo-abc123.jpg": Buffer.alloc(2048, 9),
      "favicon-eu.svg": ICON,
      ".vite/manifest.json": MANIFEST,
      ".vite/big-manifest.json": JSON.stringify({ entries: MANIFEST.repeat(40) }),
      ".hidden.svg": ICON,
      "assets/.private.jpg": Buffer.alloc(2048, 9),
    });
    // Two files of one content, compressed at once, share one compression.
    await precompressDirectory(staticDir, compressedCache);
    ({ app, close } = await serveBuild(staticDir));
  });
  afterAll(async () => {
    await close();
    fs.rmSync(compressedCache, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("sends a script Brotli-compressed to a browser that accepts it", async () => {
    const response = await get("/assets/main-abc123.js", {
      "accept-encoding": "gzip, deflate, br, zstd",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("answers the widget's host API to any page, and the pages' own scripts to none", async () => {
    const embed = await get("/embed/identity-journey.js", { origin: "https://broker.example" });
    expect(embed.statusCode).toBe(200);
    expect(embed.headers["access-control-allow-origin"]).toBe("*");
    expect(embed.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(embed.headers["cache-control"]).toBe("no-cache");
    expect(embed.body).toBe(SCRIPT);
    const own = await get("/assets/main-abc123.js", { origin: "https://broker.example" });
    expect(own.headers["access-control-allow-origin"]).toBeUndefined();
    expect(own.headers["cross-origin-resource-policy"]).toBeUndefined();
  });

  it("sends gzip to a browser without Brotli, and the file itself to one that accepts neither", async () => {
    const gzipped = await get("/assets/main-abc123.js", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get("/assets/main-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers 304 to a browser that has the same form, and each form has its own tag", async () => {
    const first = await get("/assets/main-abc123.js", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await get("/assets/main-abc123.js", {
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    const gzipped = await get("/assets/main-abc123.js", {
      "accept-encoding": "gzip",
      "if-none-match": etag,
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers.etag).not.toBe(etag);
  });

  it("sends files outside assets/ to be revalidated, and keeps the security headers", async () => {
    const response = await get("/favicon-eu.svg", { "accept-encoding": "br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(ICON);
  });

  it("never sends a compressed form as a file of its own", async () => {
    for (const url of ["/assets/main-abc123.js.br", "/assets/main-abc123.js.gz"]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it("sends other files from the disk, as they are", async () => {
    const response = await get("/assets/photo-abc123.jpg", { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.length).toBe(2048);
  });

  it.each([
    "/.vite/manifest.json",
    "/.vite/big-manifest.json",
    "/.vite/",
    "/.hidden.svg",
    "/assets/.private.jpg",
    "/%2Evite/manifest.json",
  ])(
    "never sends a hidden file or folder, as Vite's manifest of the build: %s is 404",
    async (url) => {
      const response = await get(url, { "accept-encoding": "br, gzip" });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("isEntry");
    },
  );
});
