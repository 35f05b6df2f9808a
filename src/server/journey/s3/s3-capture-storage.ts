/**
 * Capture images in an S3-compatible store (AWS S3, MinIO, Ceph, R2…), configured by one URL:
 * `s3+https://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=eu-central-1` (`s3+http` for
 * a store on the same network). Requests go through the AWS SDK's S3 client, path-style
 * (`host/bucket/key`); a journey's images are listed by prefix and deleted one by one.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  checkCaptureKey,
  checkJourneyId,
  newCaptureKey,
  type CaptureStorage,
} from "../capture-storage.ts";

export interface S3Keys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface S3Location {
  endpoint: URL;
  bucket: string;
  /** Prepended to every key, without slashes at its ends; may be empty. */
  prefix: string;
  keys: S3Keys;
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
    /** The store's HTTP status; 0 when it did not answer (a timeout, a refused connection). */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface S3ClientOptions {
  /**
   * How long one request may take before it is given up, in ms.
   * @default 15000
   */
  requestTimeoutMs?: number;
  /**
   * Tries of a request the store failed (5xx, throttling, a dropped connection), the first
   * included; the SDK waits a little longer before each.
   * @default 2
   */
  maxAttempts?: number;
}

export class S3CaptureStorage implements CaptureStorage {
  private readonly client: S3Client;

  constructor(
    private readonly location: S3Location,
    { requestTimeoutMs = 15_000, maxAttempts = 2 }: S3ClientOptions = {},
  ) {
    this.client = new S3Client({
      endpoint: location.endpoint.origin,
      region: location.keys.region,
      credentials: {
        accessKeyId: location.keys.accessKeyId,
        secretAccessKey: location.keys.secretAccessKey,
      },
      forcePathStyle: true,
      maxAttempts,
      requestHandler: {
        connectionTimeout: requestTimeoutMs,
        requestTimeout: requestTimeoutMs,
        // Without it a request past its time is only logged, and waits on.
        throwOnRequestTimeout: true,
      },
      // Checksums only where S3 demands them: S3-compatible stores differ in the newer ones.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(journeyId: string, bytes: Buffer, extension: "jpg" | "png"): Promise<string> {
    const key = newCaptureKey(journeyId, extension);
    const written = this.send("PUT", key, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.location.bucket,
          Key: this.fullKey(key),
          Body: bytes,
          ContentType: extension === "jpg" ? "image/jpeg" : "image/png",
          // Never replaces an image: a second write of the same key is refused by the store.
          IfNoneMatch: "*",
        }),
      ),
    );
    await written.catch(async (error: unknown) => {
      // A write the store did not answer may still have landed: it is removed if it did (one
      // landing later still goes with the journey's other images when the journey is removed).
      if (error instanceof S3StorageError && error.status === 0)
        await this.remove(key).catch(() => undefined);
      throw error;
    });
    return key;
  }

  async get(key: string): Promise<Buffer> {
    checkCaptureKey(key);
    const answer = await this.send("GET", key, () =>
      this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.fullKey(key) }),
      ),
    );
    if (!answer.Body) throw new S3StorageError(200, `capture store: GET ${key} answered no body`);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async remove(key: string): Promise<void> {
    checkCaptureKey(key);
    await this.removeFullKey(this.fullKey(key));
  }

  async removeJourney(journeyId: string): Promise<void> {
    checkJourneyId(journeyId);
    // The SDK's paginator follows the listing's continuation tokens page after page.
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.location.bucket, Prefix: this.fullKey(`${journeyId}/`) },
    );
    const keys: string[] = [];
    await this.send("LIST", `${journeyId}/`, async () => {
      for await (const page of pages)
        for (const { Key } of page.Contents ?? []) if (Key) keys.push(Key);
    });
    for (const key of keys) await this.removeFullKey(key);
  }

  private fullKey(key: string): string {
    return this.location.prefix ? `${this.location.prefix}/${key}` : key;
  }

  /** Deletes a key as the store names it (prefix included); one already gone is no error. */
  private async removeFullKey(fullKey: string): Promise<void> {
    try {
      await this.send("DELETE", fullKey, () =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: fullKey })),
      );
    } catch (error) {
      if (!(error instanceof S3StorageError && error.status === 404)) throw error;
    }
  }

  /** Runs a request; whatever fails becomes an S3StorageError naming the request and why. */
  private async send<T>(what: string, key: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof S3ServiceException) {
        const status = error.$metadata.httpStatusCode ?? 0;
        throw new S3StorageError(
          status,
          `capture store: ${what} ${key} answered ${status} (${error.name})`,
        );
      }
      const reason = error instanceof Error ? error.message || error.name : String(error);
      throw new S3StorageError(0, `capture store: ${what} ${key} got no answer (${reason})`);
    }
  }
}
