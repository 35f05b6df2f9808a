import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress-assets.ts";

describe("precompressDirectory", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes gzip and Brotli forms of text files that decompress to the file", async () => {
    const script = `export const words = ${JSON.stringify("lorem ipsum ".repeat(400))};\n`;
    fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
    fs.writeFileSync(path.join(dir, "assets", "index-abc.js"), script);

    expect(await precompressDirectory(dir)).toBe(1);

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

    expect(await precompressDirectory(dir)).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(["index.html", "photo.jpg", "tiny.js"]);
  });
});
