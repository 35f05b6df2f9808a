import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { precompressAssets, precompressDirectory } from "./precompress-assets.ts";

describe("precompressDirectory", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-cache-"));
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(cache, { recursive: true, force: true });
  });

  it("writes gzip and Brotli forms of text files that decompress to the file", async () => {
    const script = `export const words = ${JSON.stringify("lorem ipsum ".repeat(400))};\n`;
    fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
    fs.writeFileSync(path.join(dir, "assets", "index-abc.js"), script);

    expect(await precompressDirectory(dir, cache)).toBe(1);

    const br = fs.readFileSync(path.join(dir, "assets", "index-abc.js.br"));
    const gz = fs.readFileSync(path.join(dir, "assets", "index-abc.js.gz"));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });

  it("leaves small files, index.html and files that are not text alone", async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "tiny.js"), "export {};\n");
    fs.writeFileSync(path.join(dir, "index.html"), "<p>page</p>".repeat(500));
    fs.writeFileSync(path.join(dir, "photo.jpg"), Buffer.alloc(4096, 7));

    expect(await precompressDirectory(dir, cache)).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(["index.html", "photo.jpg", "tiny.js"]);
  });

  it("compresses a content once: another file of the same bytes takes the kept forms", async () => {
    const script = `export const words = ${JSON.stringify("dolor sit amet ".repeat(400))};\n`;
    fs.mkdirSync(path.join(dir, "pages"), { recursive: true });
    fs.writeFileSync(path.join(dir, "pages", "worker-abc.js"), script);
    expect(await precompressDirectory(path.join(dir, "pages"), cache)).toBe(1);
    const key = createHash("sha256").update(script).digest("hex");
    expect(fs.readdirSync(cache).sort()).toEqual([`${key}.br`, `${key}.gz`]);

    // The kept forms are what the next build writes, not a new compression.
    fs.writeFileSync(path.join(cache, `${key}.br`), zlib.brotliCompressSync("kept"));
    fs.mkdirSync(path.join(dir, "widget"), { recursive: true });
    fs.writeFileSync(path.join(dir, "widget", "worker-abc.js"), script);
    expect(await precompressDirectory(path.join(dir, "widget"), cache)).toBe(1);
    const br = fs.readFileSync(path.join(dir, "widget", "worker-abc.js.br"));
    expect(zlib.brotliDecompressSync(br).toString()).toBe("kept");
  });

  it("compresses two files of one content in one directory once, and writes both", async () => {
    const script = `export const words = ${JSON.stringify("adipiscing elit ".repeat(400))};\n`;
    fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
    fs.mkdirSync(path.join(dir, "embed"), { recursive: true });
    fs.writeFileSync(path.join(dir, "assets", "main-abc.js"), script);
    fs.writeFileSync(path.join(dir, "embed", "widget.js"), script);

    expect(await precompressDirectory(dir, cache)).toBe(2);
    for (const file of ["assets/main-abc.js", "embed/widget.js"])
      expect(
        zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`))).toString(),
      ).toBe(script);
    const key = createHash("sha256").update(script).digest("hex");
    expect(fs.readdirSync(cache).sort()).toEqual([`${key}.br`, `${key}.gz`]);
  });

  it("lets forms no build used for 30 days leave the cache, and keeps the used ones", async () => {
    const script = `export const words = ${JSON.stringify("consectetur ".repeat(400))};\n`;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "index-abc.js"), script);
    fs.mkdirSync(cache, { recursive: true });
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    for (const name of ["stale.br", "stale.gz"]) {
      fs.writeFileSync(path.join(cache, name), "x");
      fs.utimesSync(path.join(cache, name), old, old);
    }
    await precompressDirectory(dir, cache);
    const key = createHash("sha256").update(script).digest("hex");
    expect(fs.readdirSync(cache).sort()).toEqual([`${key}.br`, `${key}.gz`]);
  });
});

describe("precompressAssets", () => {
  it("lets a failed build show its own error, not one of a directory the build never wrote", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-build-"));
    try {
      fs.writeFileSync(
        path.join(root, "index.html"),
        '<script type="module" src="./main.js"></script>',
      );
      fs.writeFileSync(path.join(root, "main.js"), 'import "./not-generated-yet.js";\n');
      const built = build({
        root,
        configFile: false,
        logLevel: "silent",
        plugins: [precompressAssets()],
      });
      await expect(built).rejects.toThrow(/not-generated-yet/);
      expect(fs.existsSync(path.join(root, "dist"))).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
