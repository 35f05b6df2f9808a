import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3Store, type FakeS3Store } from "./fake-s3-store.ts";
import { parseS3Url, S3CaptureStorage, S3StorageError } from "./s3-capture-storage.ts";

const KEYS = {
  accessKeyId: "onboarding",
  secretAccessKey: "s3cr3t/with+signs",
  region: "eu-central-1",
};
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

describe("S3CaptureStorage against an S3-compatible store", () => {
  let store: FakeS3Store;
  let storage: S3CaptureStorage;
  beforeAll(async () => {
    store = await startFakeS3Store("captures", KEYS);
    storage = new S3CaptureStorage(
      parseS3Url(
        `s3+http://onboarding:${encodeURIComponent(KEYS.secretAccessKey)}@${store.url("/captures/prod")}?region=eu-central-1`,
      ),
    );
  });
  afterAll(() => store.close());

  it("keeps an image under the prefix and the journey, and reads it back", async () => {
    const key = await storage.put("journey-1", JPEG, "jpg");
    expect(key).toMatch(/^journey-1\/[0-9a-f-]{36}\.jpg$/);
    expect(store.objects.get(`prod/${key}`)).toEqual({ body: JPEG, contentType: "image/jpeg" });
    expect(await storage.get(key)).toEqual(JPEG);
  });

  it("removes one image, and answers an image already gone without an error", async () => {
    const gone = await storage.put("journey-5", JPEG, "jpg");
    const kept = await storage.put("journey-5", JPEG, "jpg");
    await storage.remove(gone);
    expect(store.objects.has(`prod/${gone}`)).toBe(false);
    await storage.remove(gone);
    expect(await storage.get(kept)).toEqual(JPEG);
  });

  it("removes every image of a journey, over several pages of the listing, and no other", async () => {
    const kept = await storage.put("journey-2", JPEG, "jpg");
    for (let i = 0; i < 5; i++) await storage.put("journey-3", JPEG, "png");
    await storage.removeJourney("journey-3");
    expect([...store.objects.keys()].filter((k) => k.startsWith("prod/journey-3/"))).toEqual([]);
    expect(await storage.get(kept)).toEqual(JPEG);
  });

  it("answers the store's refusal as an error with its status and code", async () => {
    const wrong = new S3CaptureStorage(
      parseS3Url(`s3+http://onboarding:wrong@${store.url("/captures")}?region=eu-central-1`),
    );
    const refusal = wrong.put("journey-4", JPEG, "jpg");
    await expect(refusal).rejects.toBeInstanceOf(S3StorageError);
    await expect(refusal).rejects.toThrow("answered 403 (SignatureDoesNotMatch)");
    await expect(storage.get("journey-4/00000000-0000-4000-8000-000000000000.jpg")).rejects.toThrow(
      "answered 404 (NoSuchKey)",
    );
  });

  it("refuses ids and keys that are not its own shape before asking the store", async () => {
    await expect(storage.put("../etc", JPEG, "jpg")).rejects.toThrow("invalid journey id");
    await expect(storage.get("journey-1/../../secret.jpg")).rejects.toThrow("invalid key");
    await expect(storage.removeJourney("")).rejects.toThrow("invalid journey id");
  });
});
