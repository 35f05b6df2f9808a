/**
 * Writes the gzip (level 9) and Brotli (quality 11) forms of every built text file beside it
 * (`index-abc.js.gz`, `index-abc.js.br`), once at build time, so the server never compresses
 * while a client waits and sends the smallest form each browser accepts.
 *
 * Brotli's best quality takes about a second a megabyte, so the forms are kept in a cache by
 * the content's hash (node_modules/.cache/precompressed/): a file no build changed, or one both
 * builds hold (the widget's HEIC worker is also the pages'), is compressed once.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";
import {
  isCompressibleFile,
  MIN_COMPRESSED_BYTES,
  PRECOMPRESSED_SUFFIXES,
} from "../../src/shared/http/compressible-files.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Where compressed forms are kept by their content's hash, unless a test says elsewhere. */
export const DEFAULT_CACHE_DIR = path.resolve("node_modules", ".cache", "precompressed");

/** The Brotli and gzip forms of `body`. */
function compress(body: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
}

/** Compressions under way in this process, by cache key: two files of one content share one. */
const underWay = new Map<string, Promise<[Buffer, Buffer]>>();

/** The forms of `body` from the cache, or compressed now and kept there. */
function compressedForms(body: Buffer, cacheDir: string): Promise<[Buffer, Buffer]> {
  const key = path.join(cacheDir, createHash("sha256").update(body).digest("hex"));
  let forms = underWay.get(key);
  if (!forms) {
    forms = cachedOrCompressed(body, key).finally(() => underWay.delete(key));
    underWay.set(key, forms);
  }
  return forms;
}

async function cachedOrCompressed(body: Buffer, key: string): Promise<[Buffer, Buffer]> {
  const [cachedBr, cachedGz] = await Promise.all(
    [PRECOMPRESSED_SUFFIXES.br, PRECOMPRESSED_SUFFIXES.gzip].map((suffix) =>
      fs.readFile(key + suffix).catch(() => undefined),
    ),
  );
  if (cachedBr && cachedGz) {
    const now = new Date();
    await Promise.all(
      Object.values(PRECOMPRESSED_SUFFIXES).map((suffix) => fs.utimes(key + suffix, now, now)),
    );
    return [cachedBr, cachedGz];
  }
  const [br, gz] = await compress(body);
  await fs.mkdir(path.dirname(key), { recursive: true });
  // Written under a name of their own first (another build may be writing the same key): a
  // build cut short never leaves half a form.
  for (const [suffix, form] of [
    [PRECOMPRESSED_SUFFIXES.br, br],
    [PRECOMPRESSED_SUFFIXES.gzip, gz],
  ] as const) {
    const partial = `${key}${suffix}.${randomUUID()}.partial`;
    await fs.writeFile(partial, form);
    await fs.rename(partial, key + suffix);
  }
  return [br, gz];
}

/** Forms no build has used for this long leave the cache. */
const CACHE_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

async function pruneCache(cacheDir: string): Promise<void> {
  const names = await fs.readdir(cacheDir).catch(() => []);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(cacheDir, name);
      const { mtimeMs } = await fs.stat(file);
      if (Date.now() - mtimeMs > CACHE_KEPT_MS) await fs.rm(file, { force: true });
    }),
  );
}

/** Compresses the text files under `dir`; returns how many it wrote forms for. */
export async function precompressDirectory(
  dir: string,
  cacheDir = DEFAULT_CACHE_DIR,
): Promise<number> {
  const files = (await filesUnder(dir)).filter(isCompressibleFile);
  let written = 0;
  // All at once: zlib's asynchronous calls run on libuv's thread pool, one file per thread.
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      if (body.length < MIN_COMPRESSED_BYTES) return;
      const [br, gz] = await compressedForms(body, cacheDir);
      await fs.writeFile(file + PRECOMPRESSED_SUFFIXES.br, br);
      await fs.writeFile(file + PRECOMPRESSED_SUFFIXES.gzip, gz);
      written += 1;
    }),
  );
  await pruneCache(cacheDir);
  return written;
}

/** The Vite plugin: runs after the bundle is written (public files included). */
export function precompressAssets(): Plugin {
  let outDir = "dist";
  let failed = false;
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildEnd(error) {
      failed = Boolean(error);
    },
    async closeBundle() {
      // A failed build wrote nothing to compress, and its own error is the one to show.
      if (failed) return;
      await precompressDirectory(outDir);
    },
  };
}
