/**
 * AWS Signature Version 4 for S3-compatible stores (AWS, MinIO, Ceph, R2…): the
 * `Authorization` header of a request, from its method, URL, headers and payload hash.
 */
import { createHash, createHmac } from "node:crypto";

export interface SigningKeys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** @default "s3" */
  service?: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Every header to sign, `host` and `x-amz-date` among them; names in any case. */
  headers: Record<string, string>;
  /** The payload's SHA-256 in hex, as sent in `x-amz-content-sha256`. */
  payloadHash: string;
}

export const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding, as the signature wants it (`encodeURIComponent` leaves `!'()*` alone). */
const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** `20130524T000000Z`: the form of `x-amz-date`. */
export const amzDate = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, "");

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** The path with each segment encoded once (S3 does not normalise or double-encode). */
const canonicalPath = (url: URL) =>
  url.pathname
    .split("/")
    .map((segment) => encode(decodeURIComponent(segment)))
    .join("/") || "/";

export function authorizationHeader(request: RequestToSign, keys: SigningKeys): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, " ")] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = headers.map(([name]) => name).join(";");
  const date = headers.find(([name]) => name === "x-amz-date")?.[1];
  if (!date) throw new Error("x-amz-date must be signed");
  const day = date.slice(0, 8);
  const scope = `${day}/${keys.region}/${keys.service ?? "s3"}/aws4_request`;
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    ...headers.map(([name, value]) => `${name}:${value}`),
    "",
    signedHeaders,
    request.payloadHash,
  ].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", date, scope, sha256Hex(canonicalRequest)].join("\n");
  let key: Buffer = hmac(`AWS4${keys.secretAccessKey}`, day);
  for (const part of [keys.region, keys.service ?? "s3", "aws4_request"]) key = hmac(key, part);
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  return `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}
