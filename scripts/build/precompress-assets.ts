/**
 * Writes the gzip (level 9) and Brotli (quality 11) forms of every built text file beside it
 * (`index-abc.js.gz`, `index-abc.js.br`), once at build time, so the server never compresses
 * while a client waits and sends the smallest form each browser accepts.
 */
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

/** Compresses the text files under `dir`; returns how many it wrote forms for. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter(isCompressibleFile);
  let written = 0;
  // All at once: zlib's asynchronous calls run on libuv's thread pool, one file per thread.
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      if (body.length < MIN_COMPRESSED_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await fs.writeFile(file + PRECOMPRESSED_SUFFIXES.br, br);
      await fs.writeFile(file + PRECOMPRESSED_SUFFIXES.gzip, gz);
      written += 1;
    }),
  );
  return written;
}

/** The Vite plugin: runs after the bundle is written (public files included). */
export function precompressAssets(): Plugin {
  let outDir = "dist";
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
