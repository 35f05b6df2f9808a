/**
 * Which built files are text worth compressing: the build writes their gzip and Brotli forms
 * beside them (vite.config.ts) and the server holds them in memory (static-assets.ts).
 */
export const COMPRESSIBLE_TYPES: Readonly<Record<string, string>> = {
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
};

/** Files smaller than this gain less from compression than its header costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/** The suffixes of a file's precompressed forms, by the `Content-Encoding` each is sent with. */
export const PRECOMPRESSED_SUFFIXES = { br: ".br", gzip: ".gz" } as const;

export function isCompressibleFile(fileName: string): boolean {
  const dot = fileName.lastIndexOf(".");
  return dot >= 0 && Object.hasOwn(COMPRESSIBLE_TYPES, fileName.slice(dot).toLowerCase());
}
