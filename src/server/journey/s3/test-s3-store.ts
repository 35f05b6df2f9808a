/**
 * For tests: s3rver (an S3-compatible server from the npm registry) on 127.0.0.1 with one
 * bucket, and in front of it a door the test can make fail: answer S3's 500 InternalError, or
 * hold each request before passing it on. s3rver knows one access key (S3RVER, secret S3RVER);
 * it does not check Signature V4 itself, nor `If-None-Match`, and its listing cannot continue
 * past a page on Node 20 (its continuation tokens use a cipher OpenSSL 3 refuses).
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3RVER_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export type DoorBehaviour = { kind: "pass" } | { kind: "fail" } | { kind: "hold"; ms: number };

export interface TestS3Store {
  /** `CAPTURE_STORAGE_URL` of the bucket (through the door), with a prefix after the bucket. */
  storageUrl: (prefix?: string, accessKeyId?: string) => string;
  /** The keys the bucket holds (prefix included), read from s3rver's files. */
  keys: () => string[];
  /** What the door does with the next requests. */
  door: DoorBehaviour;
  /** Requests that reached the door. */
  requests: number;
  /** The method and headers of the last request that reached the door. */
  lastRequest: { method: string; headers: http.IncomingHttpHeaders } | undefined;
  close: () => Promise<void>;
}

export async function startTestS3Store(bucket: string): Promise<TestS3Store> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: storePort } = await s3rver.run();
  const holds = new Set<NodeJS.Timeout>();
  const store: TestS3Store = {
    door: { kind: "pass" },
    requests: 0,
    lastRequest: undefined,
    storageUrl: (prefix = "", accessKeyId = S3RVER_KEYS.accessKeyId) =>
      `s3+http://${accessKeyId}:${S3RVER_KEYS.secretAccessKey}@127.0.0.1:${doorPort}/${bucket}${prefix ? `/${prefix}` : ""}?region=eu-central-1`,
    keys: () => keysUnder(path.join(directory, bucket)),
    close: async () => {
      for (const hold of holds) clearTimeout(hold);
      door.closeAllConnections();
      await new Promise<void>((resolve) => door.close(() => resolve()));
      await s3rver.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  const pass = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    if (res.destroyed) return;
    const forwarded = http.request(
      {
        host: "127.0.0.1",
        port: storePort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.destroy());
    forwarded.end(body);
  };
  const door = http.createServer((req, res) => {
    store.requests += 1;
    store.lastRequest = { method: req.method ?? "", headers: req.headers };
    const behaviour = store.door;
    // The whole request is read first, as a store does before it answers.
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      if (behaviour.kind === "fail") {
        res.writeHead(500, { "content-type": "application/xml" });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code>' +
            "<Message>We encountered an internal error. Please try again.</Message></Error>",
        );
      } else if (behaviour.kind === "hold") {
        const hold = setTimeout(() => {
          holds.delete(hold);
          pass(req, res, body);
        }, behaviour.ms);
        holds.add(hold);
        // A request whose client gave up is dropped, not carried out late.
        res.on("close", () => {
          clearTimeout(hold);
          holds.delete(hold);
        });
      } else pass(req, res, body);
    });
  });
  await new Promise<void>((resolve) => door.listen(0, "127.0.0.1", resolve));
  const doorPort = (door.address() as AddressInfo).port;
  return store;
}

/** s3rver keeps an object as `<key>._S3rver_object` (and metadata files beside it). */
function keysUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    if (!fs.existsSync(folder)) return;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith("._S3rver_object"))
        found.push(path.relative(root, full).replace(/\._S3rver_object$/, ""));
    }
  };
  walk(root);
  return found.sort();
}
