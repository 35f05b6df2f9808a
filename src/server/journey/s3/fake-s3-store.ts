/**
 * A small S3-compatible store for tests: path-style PUT, GET, DELETE and ListObjectsV2 (two keys
 * a page), on 127.0.0.1. It checks each request's Signature Version 4 against its own copy of
 * the keys and the payload's hash, and answers S3's error codes.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { authorizationHeader, sha256Hex, type SigningKeys } from "./signature-v4.ts";

export interface FakeS3Store {
  url: (path?: string) => string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  close: () => Promise<void>;
}

const PAGE_SIZE = 2;

function xmlError(res: http.ServerResponse, status: number, code: string): void {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

export async function startFakeS3Store(bucket: string, keys: SigningKeys): Promise<FakeS3Store> {
  const objects: FakeS3Store["objects"] = new Map();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      const given = req.headers.authorization ?? "";
      const signed = /SignedHeaders=([^,]+)/.exec(given)?.[1]?.split(";") ?? [];
      const headers = Object.fromEntries(
        signed.map((name) => [name, String(req.headers[name] ?? "")]),
      );
      const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
      const expected = authorizationHeader(
        { method: req.method ?? "GET", url, headers, payloadHash },
        keys,
      );
      if (!signed.includes("host") || given !== expected)
        return xmlError(res, 403, "SignatureDoesNotMatch");
      if (payloadHash !== sha256Hex(body)) return xmlError(res, 400, "XAmzContentSHA256Mismatch");
      const [bucketName, ...keyParts] = url.pathname
        .split("/")
        .filter(Boolean)
        .map(decodeURIComponent);
      if (bucketName !== bucket) return xmlError(res, 404, "NoSuchBucket");
      const key = keyParts.join("/");
      if (req.method === "GET" && !key) {
        const prefix = url.searchParams.get("prefix") ?? "";
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        // As S3's, the token marks a place in the key order: deleting listed keys moves nothing.
        const after = url.searchParams.get("continuation-token") ?? "";
        const rest = all.filter((k) => k > after);
        const page = rest.slice(0, PAGE_SIZE);
        const truncated = rest.length > PAGE_SIZE;
        res.writeHead(200, { "content-type": "application/xml" });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>${truncated}</IsTruncated>` +
            page.map((k) => `<Contents><Key>${k}</Key></Contents>`).join("") +
            (truncated
              ? `<NextContinuationToken>${page.at(-1) ?? ""}</NextContinuationToken>`
              : "") +
            "</ListBucketResult>",
        );
      }
      if (req.method === "PUT") {
        if (req.headers["if-none-match"] === "*" && objects.has(key))
          return xmlError(res, 412, "PreconditionFailed");
        objects.set(key, { body, contentType: req.headers["content-type"] });
        res.writeHead(200);
        return res.end();
      }
      if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) return xmlError(res, 404, "NoSuchKey");
        res.writeHead(200, { "content-type": object.contentType ?? "application/octet-stream" });
        return res.end(object.body);
      }
      if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      xmlError(res, 405, "MethodNotAllowed");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = "") => `127.0.0.1:${port}${path}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
