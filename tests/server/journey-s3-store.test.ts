/**
 * The photos in an S3-compatible store (s3rver, started here) reached through the AWS SDK's
 * client: a store that answers errors and one too slow to answer cost the client no attempt and
 * keep nothing of the photo; the client is told to upload it again in a moment, and can.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Store, type TestS3Store } from "../../src/server/journey/s3/test-s3-store.ts";
import { atUploadPage, journeyResultOf, uploadCapture } from "./journey-session.ts";
import { useTestDatabase } from "./test-database.ts";
import { startServer, type TestServer } from "./test-server.ts";

const PASSPORT_PHOTO = fs.readFileSync(
  path.resolve("tests/fixtures/documents/passport-passed.jpg"),
);
const AGAIN_LATER = "We could not keep your photo just now. Please upload it again in a moment.";

describe("journey photos in an S3-compatible store", () => {
  const testDatabase = useTestDatabase("sqlite");
  let store: TestS3Store;
  let server: TestServer;
  beforeAll(async () => {
    store = await startTestS3Store("captures");
    server = await startServer(testDatabase, {
      env: { CAPTURE_STORAGE_URL: store.storageUrl("photos"), CAPTURE_STORAGE_TIMEOUT_MS: "300" },
    });
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const upload = (gbgToken: string) => uploadCapture(server, gbgToken, PASSPORT_PHOTO);
  const attemptsLeft = async (gbgToken: string, journeyId: string) =>
    (await journeyResultOf(server, gbgToken, journeyId)).AttemptsRemaining;

  it.each([
    ["answers errors", { kind: "fail" } as const],
    ["is too slow to answer", { kind: "hold", ms: 1000 } as const],
  ])(
    "a store that %s: no attempt counted, nothing kept; the upload works once it is back",
    async (_, door) => {
      const { token } = await atUploadPage(server, `s3-${door.kind}`);
      const started = await server.post("get-idscan-token", { languageCode: "EN", token });
      const { gbgToken, journeyId } = started.body as Record<string, string>;
      const keysBefore = store.keys();

      store.door = door;
      const refused = await upload(gbgToken!);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ code: "storageUnavailable", globalError: AGAIN_LATER });
      store.door = { kind: "pass" };
      expect(await attemptsLeft(gbgToken!, journeyId!)).toBe(3);
      expect(store.keys()).toEqual(keysBefore);

      const kept = await upload(gbgToken!);
      expect(kept.status).toBe(200);
      expect(store.keys().filter((key) => !keysBefore.includes(key))).toEqual([
        expect.stringMatching(new RegExp(`^photos/${journeyId}/[0-9a-f-]{36}\\.jpg$`)),
      ]);
    },
  );
});
