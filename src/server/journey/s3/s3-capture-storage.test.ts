import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseS3Url, S3CaptureStorage, S3StorageError } from "./s3-capture-storage.ts";
import { startTestS3Store, type TestS3Store } from "./test-s3-store.ts";

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

describe("parseS3Url", () => {
  it("reads the endpoint, bucket, prefix, keys and region", () => {
    expect(
      parseS3Url(
        "s3+https://AKIA:se%2Fcret@s3.eu-central-1.amazonaws.com/captures/onboarding/prod?region=eu-central-1",
      ),
    ).toEqual({
      endpoint: new URL("https://s3.eu-central-1.amazonaws.com"),
      bucket: "captures",
      prefix: "onboarding/prod",
      keys: { accessKeyId: "AKIA", secretAccessKey: "se/cret", region: "eu-central-1" },
    });
  });

  it.each([
    ["not a url", "CAPTURE_STORAGE_URL is not a URL"],
    ["https://k:s@host/bucket?region=x", "must start with s3+https://"],
    ["s3+https://k:s@host/?region=x", "must name a bucket"],
    ["s3+https://host/bucket?region=x", "must carry the access key and secret"],
    ["s3+https://k:s@host/bucket", "must say its region"],
  ])("refuses %s", (url, message) => {
    expect(() => parseS3Url(url)).toThrow(message);
  });
});

describe("S3CaptureStorage against s3rver", () => {
  let store: TestS3Store;
  let storage: S3CaptureStorage;
  beforeAll(async () => {
    store = await startTestS3Store("captures");
    storage = new S3CaptureStorage(parseS3Url(store.storageUrl("prod")));
  });
  afterEach(() => {
    store.door = { kind: "pass" };
  });
  afterAll(() => store.close());

  it("keeps an image under the prefix and the journey, and reads it back", async () => {
    const key = await storage.put("journey-1", JPEG, "jpg");
    expect(key).toMatch(/^journey-1\/[0-9a-f-]{36}\.jpg$/);
    // Never over another image: the write asks the store to refuse an existing key.
    expect(store.lastRequest).toMatchObject({
      method: "PUT",
      headers: { "if-none-match": "*", "content-type": "image/jpeg" },
    });
    expect(store.keys()).toContain(`prod/${key}`);
    expect(await storage.get(key)).toEqual(JPEG);
  });

  it("removes one image, and answers an image already gone without an error", async () => {
    const gone = await storage.put("journey-5", JPEG, "jpg");
    const kept = await storage.put("journey-5", JPEG, "jpg");
    await storage.remove(gone);
    expect(store.keys()).not.toContain(`prod/${gone}`);
    await storage.remove(gone);
    expect(await storage.get(kept)).toEqual(JPEG);
  });

  it("removes every image of a journey, and no other", async () => {
    const kept = await storage.put("journey-2", JPEG, "jpg");
    for (let i = 0; i < 5; i++) await storage.put("journey-3", JPEG, "png");
    const before = store.requests;
    await storage.removeJourney("journey-3");
    expect(store.keys().filter((key) => key.startsWith("prod/journey-3/"))).toEqual([]);
    // One listing and five deletions.
    expect(store.requests - before).toBe(1 + 5);
    expect(await storage.get(kept)).toEqual(JPEG);
  });

  it("answers the store's refusal as an error with its status and code", async () => {
    const wrong = new S3CaptureStorage(parseS3Url(store.storageUrl("prod", "NOBODY")));
    const refusal = wrong.put("journey-4", JPEG, "jpg");
    await expect(refusal).rejects.toBeInstanceOf(S3StorageError);
    await expect(refusal).rejects.toThrow("answered 403 (InvalidAccessKeyId)");
    await expect(storage.get("journey-4/00000000-0000-4000-8000-000000000000.jpg")).rejects.toThrow(
      "answered 404 (NoSuchKey)",
    );
  });

  it("tries a failing store twice, then says what failed; nothing is kept", async () => {
    store.door = { kind: "fail" };
    const before = store.requests;
    const failed = storage.put("journey-6", JPEG, "jpg");
    await expect(failed).rejects.toThrow(
      /^capture store: PUT journey-6\/[0-9a-f-]{36}\.jpg answered 500 \(InternalError\)$/,
    );
    expect(store.requests - before).toBe(2);
    expect(store.keys().filter((key) => key.startsWith("prod/journey-6/"))).toEqual([]);
  });

  it("gives up on a store that does not answer in time, saying so", async () => {
    const impatient = new S3CaptureStorage(parseS3Url(store.storageUrl("prod")), {
      requestTimeoutMs: 300,
      maxAttempts: 1,
    });
    store.door = { kind: "hold", ms: 2000 };
    const started = Date.now();
    await expect(impatient.put("journey-7", JPEG, "jpg")).rejects.toThrow(
      /^capture store: PUT journey-7\/[0-9a-f-]{36}\.jpg got no answer \(/,
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("refuses ids and keys that are not its own shape before asking the store", async () => {
    const before = store.requests;
    await expect(storage.put("../etc", JPEG, "jpg")).rejects.toThrow("invalid journey id");
    await expect(storage.get("journey-1/../../secret.jpg")).rejects.toThrow("invalid key");
    await expect(storage.removeJourney("")).rejects.toThrow("invalid journey id");
    expect(store.requests).toBe(before);
  });
});
