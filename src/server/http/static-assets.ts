/**
 * The built front end's text files (scripts, styles, SVG), held in memory with the gzip and
 * Brotli forms the build wrote beside them, each answered in the smallest form the browser
 * accepts. A page's first load asks for a dozen of these at once: from memory each is answered
 * without touching the disk. Other files (images, media) are left to the static file server.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  COMPRESSIBLE_TYPES,
  isCompressibleFile,
  PRECOMPRESSED_SUFFIXES,
} from "../../shared/http/compressible-files.ts";

export type ContentEncoding = keyof typeof PRECOMPRESSED_SUFFIXES;

interface Representation {
  body: Buffer;
  etag: string;
}

export interface StaticAsset {
  /** The URL path it is served at, e.g. `/assets/index-abc.js`. */
  urlPath: string;
  contentType: string;
  cacheControl: string;
  /** The widget's host API (`/embed/`), which other sites' pages load: answered to any origin. */
  crossOrigin: boolean;
  identity: Representation;
  encoded: Partial<Record<ContentEncoding, Representation>>;
}

/** The folder of the build that holds the widget's host API (vite.embed.config.ts). */
export const EMBED_DIR = "embed";

/** Content-hashed files under `assets/` never change; anything else is revalidated. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** Only names the router matches literally (no `:` or `*`), as the build's hashed names are. */
const ROUTABLE_PATH = /^[\w./-]+$/;

function representation(body: Buffer, tag: string, encoding?: ContentEncoding): Representation {
  return { body, etag: `"${tag}${encoding ? `-${encoding}` : ""}"` };
}

function readAsset(staticDir: string, file: string): StaticAsset {
  const relative = path.relative(staticDir, file).split(path.sep).join("/");
  const identity = fs.readFileSync(file);
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
  const encoded: StaticAsset["encoded"] = {};
  for (const [encoding, suffix] of Object.entries(PRECOMPRESSED_SUFFIXES) as [
    ContentEncoding,
    string,
  ][]) {
    if (fs.existsSync(file + suffix))
      encoded[encoding] = representation(fs.readFileSync(file + suffix), tag, encoding);
  }
  return {
    urlPath: `/${relative}`,
    contentType: COMPRESSIBLE_TYPES[path.extname(file).toLowerCase()]!,
    cacheControl: relative.startsWith("assets/") ? IMMUTABLE : REVALIDATE,
    crossOrigin: relative.startsWith(`${EMBED_DIR}/`),
    identity: representation(identity, tag),
    encoded,
  };
}

/**
 * Every compressible file of a build, except `index.html` (each locale's is sent localised) and
 * the hidden ones (`.vite/manifest.json`: the build's own notes, read by the server only).
 */
export function loadStaticAssets(staticDir: string): StaticAsset[] {
  return fs
    .readdirSync(staticDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isCompressibleFile(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.relative(staticDir, file) !== "index.html")
    .filter((file) => !isHiddenPath(path.relative(staticDir, file).split(path.sep).join("/")))
    .map((file) => readAsset(staticDir, file))
    .filter((asset) => ROUTABLE_PATH.test(asset.urlPath));
}

/**
 * The encoding to answer with, from an `Accept-Encoding` header: Brotli, then gzip, among those
 * the asset has and the browser accepts (a `q=0` refuses one); otherwise none.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => accepted.get(encoding) ?? accepted.get("*") ?? 0;
  return (["br", "gzip"] as const).find(
    (encoding) => available.includes(encoding) && weightOf(encoding) > 0,
  );
}

function ifNoneMatchIncludes(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === etag;
  });
}

function answer(asset: StaticAsset, request: FastifyRequest, reply: FastifyReply) {
  const available = Object.keys(asset.encoded) as ContentEncoding[];
  const encoding = chooseEncoding(request.headers["accept-encoding"], available);
  const chosen = (encoding && asset.encoded[encoding]) ?? asset.identity;
  reply
    .header("content-type", asset.contentType)
    .header("cache-control", asset.cacheControl)
    .header("etag", chosen.etag);
  // Caches must keep each encoding apart, even where only one form exists yet.
  if (available.length > 0) reply.header("vary", "Accept-Encoding");
  // Public code without credentials: any page may load it as a module or a worker.
  if (asset.crossOrigin)
    reply
      .header("access-control-allow-origin", "*")
      .header("cross-origin-resource-policy", "cross-origin");
  if (ifNoneMatchIncludes(request.headers["if-none-match"], chosen.etag))
    return reply.code(304).send();
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(chosen.body);
}

/** A route per file; literal routes take precedence over the static server's wildcard. */
export function registerStaticAssets(app: FastifyInstance, assets: readonly StaticAsset[]): void {
  for (const asset of assets) {
    app.get(asset.urlPath, (request, reply) => answer(asset, request, reply));
  }
}

/** `x.js.br`, `x.css.gz`: a build's compressed form of a text file. */
export function isPrecompressedForm(pathName: string): boolean {
  return Object.values(PRECOMPRESSED_SUFFIXES).some(
    (suffix) => pathName.endsWith(suffix) && isCompressibleFile(pathName.slice(0, -suffix.length)),
  );
}

/**
 * A path with a hidden part (`/.vite/manifest.json`, `/assets/.x`): no file or folder whose name
 * starts with a dot is published.
 */
export function isHiddenPath(pathName: string): boolean {
  return pathName.split("/").some((part) => part.startsWith("."));
}
