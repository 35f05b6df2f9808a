/**
 * Capture images in an S3-compatible store (AWS S3, MinIO, Ceph, R2…), configured by one URL:
 * `s3+https://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=eu-central-1` (`s3+http` for
 * a store on the same network). Requests are path-style (`host/bucket/key`), signed with
 * Signature Version 4; a journey's images are listed by prefix and deleted one by one.
 */
import {
  checkCaptureKey,
  checkJourneyId,
  newCaptureKey,
  type CaptureStorage,
} from "../capture-storage.ts";
import { amzDate, authorizationHeader, sha256Hex, type SigningKeys } from "./signature-v4.ts";

export interface S3Location {
  endpoint: URL;
  bucket: string;
  /** Prepended to every key, without slashes at its ends; may be empty. */
  prefix: string;
  keys: SigningKeys;
}

const BUCKET_SHAPE = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Reads `CAPTURE_STORAGE_URL`; throws a message naming what is wrong. */
export function parseS3Url(text: string): S3Location {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error("CAPTURE_STORAGE_URL is not a URL");
  }
  if (url.protocol !== "s3+https:" && url.protocol !== "s3+http:")
    throw new Error("CAPTURE_STORAGE_URL must start with s3+https:// (or s3+http://)");
  const [bucket = "", ...prefix] = url.pathname.split("/").filter(Boolean);
  if (!BUCKET_SHAPE.test(bucket))
    throw new Error("CAPTURE_STORAGE_URL must name a bucket: s3+https://KEY:SECRET@host/bucket");
  if (!url.username || !url.password)
    throw new Error(
      "CAPTURE_STORAGE_URL must carry the access key and secret: s3+https://KEY:SECRET@host/bucket",
    );
  const region = url.searchParams.get("region");
  if (!region) throw new Error("CAPTURE_STORAGE_URL must say its region: ?region=eu-central-1");
  const scheme = url.protocol === "s3+https:" ? "https:" : "http:";
  return {
    endpoint: new URL(`${scheme}//${url.host}`),
    bucket,
    prefix: prefix.join("/"),
    keys: {
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
      region,
    },
  };
}

export class S3StorageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class S3CaptureStorage implements CaptureStorage {
  constructor(
    private readonly location: S3Location,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async put(journeyId: string, bytes: Buffer, extension: "jpg" | "png"): Promise<string> {
    const key = newCaptureKey(journeyId, extension);
    await this.send("PUT", this.objectUrl(key), bytes, {
      "content-type": extension === "jpg" ? "image/jpeg" : "image/png",
      // Never replaces an image: a second write of the same key is refused by the store.
      "if-none-match": "*",
    });
    return key;
  }

  async get(key: string): Promise<Buffer> {
    checkCaptureKey(key);
    return this.send("GET", this.objectUrl(key));
  }

  async remove(key: string): Promise<void> {
    checkCaptureKey(key);
    await this.send("DELETE", this.objectUrl(key));
  }

  async removeJourney(journeyId: string): Promise<void> {
    checkJourneyId(journeyId);
    let token: string | undefined;
    do {
      const list = this.bucketUrl();
      list.searchParams.set("list-type", "2");
      list.searchParams.set("prefix", this.fullKey(`${journeyId}/`));
      if (token) list.searchParams.set("continuation-token", token);
      const xml = (await this.send("GET", list)).toString("utf8");
      for (const key of xmlValues(xml, "Key")) await this.send("DELETE", this.keyUrl(key));
      token =
        xmlValues(xml, "IsTruncated")[0] === "true"
          ? xmlValues(xml, "NextContinuationToken")[0]
          : undefined;
    } while (token);
  }

  private fullKey(key: string): string {
    return this.location.prefix ? `${this.location.prefix}/${key}` : key;
  }

  private bucketUrl(): URL {
    return new URL(`/${this.location.bucket}`, this.location.endpoint);
  }

  /** A key as the store names it (prefix included). */
  private keyUrl(fullKey: string): URL {
    const path = fullKey.split("/").map(encodeURIComponent).join("/");
    return new URL(`/${this.location.bucket}/${path}`, this.location.endpoint);
  }

  private objectUrl(key: string): URL {
    return this.keyUrl(this.fullKey(key));
  }

  private async send(
    method: string,
    url: URL,
    body?: Buffer,
    extra: Record<string, string> = {},
  ): Promise<Buffer> {
    const payloadHash = sha256Hex(body ?? "");
    const headers: Record<string, string> = {
      host: url.host,
      "x-amz-date": amzDate(this.now()),
      "x-amz-content-sha256": payloadHash,
      ...extra,
    };
    const authorization = authorizationHeader(
      { method, url, headers, payloadHash },
      this.location.keys,
    );
    const { host: _host, ...sent } = headers;
    const response = await fetch(url, {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const answer = Buffer.from(await response.arrayBuffer());
    if (!response.ok && !(method === "DELETE" && response.status === 404)) {
      const code = xmlValues(answer.toString("utf8"), "Code")[0] ?? "no error code";
      throw new S3StorageError(
        response.status,
        `capture store: ${method} ${url.pathname} answered ${response.status} (${code})`,
      );
    }
    return answer;
  }
}

/** The text of each `<name>…</name>` element of an S3 answer, XML entities decoded. */
export function xmlValues(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, "g"))].map((match) =>
    match[1]!
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&"),
  );
}
