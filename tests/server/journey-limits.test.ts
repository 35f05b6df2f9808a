/**
 * What the journey service holds an application to, on each database: the order of the flow
 * before a journey starts, the journeys an application may start however they are asked for, one
 * capture of a journey at a time, and an attempt counted only for a photo that was kept.
 */
import fs from "node:fs";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JourneyRecords } from "../../src/server/journey/journey-records.ts";
import { openDatabase } from "../../src/server/storage/database.ts";
import { migrateToLatest, migrateUpTo } from "../../src/server/storage/migrate.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { atUploadPage, journeyResultOf, uploadCapture } from "./journey-session.ts";
import { makeTempDir, registeredInStore, startServer, type TestServer } from "./test-server.ts";

const PASSPORT_PHOTO = fs.readFileSync(
  path.resolve("tests/fixtures/documents/passport-passed.jpg"),
);

/** A plain photo with no document in it: refused quickly, at the cost of an attempt. */
const plainPhoto = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: "#8899aa" } })
    .jpeg()
    .toBuffer();

describe.each(storageTargets)("journey limits on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  const scanToken = (token: string) =>
    server.post("get-idscan-token", { languageCode: "EN", token });

  const upload = (gbgToken: string, bytes: Buffer) => uploadCapture(server, gbgToken, bytes);
  const journeyResult = (gbgToken: string, journeyId: string) =>
    journeyResultOf(server, gbgToken, journeyId);

  /** How many journeys the application of an email has started. */
  const journeysOf = async (email: string) => {
    const application = await server.services.store.findApplicationByEmail(email);
    return (await server.services.journeys.records.latestOf(application!.id)).started;
  };

  it("starts no journey before the flow reaches the upload: not before registration, nor before a document is chosen", async () => {
    const anonymous = await server.newToken("EN");
    const early = await scanToken(anonymous);
    expect(early.status).toBe(409);
    expect(early.body.gbgToken).toBeUndefined();
    expect(early.body.next).toBe("newAccount");

    const { token, email } = await registeredInStore(server, "limits-order");
    const beforeChoice = await scanToken(token);
    expect(beforeChoice.status).toBe(409);
    expect(beforeChoice.body).toMatchObject({
      next: "dataUploadChoice",
      globalError: "This step is not available yet. We have taken you back to where you left off.",
    });
    expect(beforeChoice.body.gbgToken).toBeUndefined();
    expect(await journeysOf(email)).toBe(0);
  });

  it("starts no more journeys than the definition allows, each asked for after the last one ended", async () => {
    const { token, email } = await atUploadPage(server, "limits-cap");
    const started = new Set<string>();
    for (let journey = 1; journey <= 3; journey++) {
      const answer = await scanToken(token);
      expect(answer.status).toBe(200);
      const journeyId = answer.body.journeyId as string;
      started.add(journeyId);
      // Each journey used up: its photos refused until no attempt is left.
      for (let attempt = 0; attempt < 3; attempt++)
        await upload(answer.body.gbgToken as string, await plainPhoto());
      expect(await journeyResult(answer.body.gbgToken as string, journeyId)).toMatchObject({
        State: "ended",
      });
    }
    expect(started.size).toBe(3);
    for (let more = 0; more < 3; more++) {
      const refused = await scanToken(token);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        next: "uploadFailed",
        globalError: "You have used all your attempts to upload a document.",
      });
      expect(refused.body.gbgToken).toBeUndefined();
    }
    expect(await journeysOf(email)).toBe(3);
    const tryAgain = await server.post("upload-try-again", { languageCode: "EN", token });
    expect(tryAgain.body.next).toBe("uploadFailed");
  });

  it("starts one journey for scan sessions asked for at once, the last one allowed too", async () => {
    const { token, email } = await atUploadPage(server, "limits-parallel");
    for (let round = 1; round <= 3; round++) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => scanToken(token)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const journeyIds = new Set(answers.map((answer) => answer.body.journeyId as string));
      expect(journeyIds.size).toBe(1);
      expect(await journeysOf(email)).toBe(round);
      const [journeyId] = journeyIds;
      // A photo judged: the journey counts even once cancelled.
      await upload(answers[0]!.body.gbgToken as string, await plainPhoto());
      await server.post("notify-journey", {
        languageCode: "EN",
        token,
        journeyStatus: "cancel",
        journeyId,
      });
    }
    const late = await Promise.all(Array.from({ length: 6 }, () => scanToken(token)));
    expect(late.map((answer) => answer.status)).toEqual([409, 409, 409, 409, 409, 409]);
    expect(await journeysOf(email)).toBe(3);
  });

  it("counts no journey cancelled before any photo was judged, and discards a cancelled journey's photos", async () => {
    const { token, email } = await atUploadPage(server, "limits-cancel");
    const cancel = (journeyId: string) =>
      server.post("notify-journey", {
        languageCode: "EN",
        token,
        journeyStatus: "cancel",
        journeyId,
      });
    for (let round = 1; round <= 4; round++) {
      const { journeyId } = (await scanToken(token)).body as Record<string, string>;
      expect((await cancel(journeyId!)).body).toMatchObject({ journeyState: "ended" });
    }
    // Four cancelled at once, none used: all three journeys are still there to be had.
    const application = await server.services.store.findApplicationByEmail(email);
    expect(await server.services.journeys.service.journeysLeft(application!.id)).toBe(3);
    const { gbgToken, journeyId } = (await scanToken(token)).body as Record<string, string>;
    await upload(gbgToken!, await plainPhoto());
    const [kept] = await server.services.journeys.records.captures(journeyId!);
    const photo = path.join(server.dataDir, "uploads", kept!.storageKey);
    expect(fs.existsSync(photo)).toBe(true);
    await cancel(journeyId!);
    expect(fs.existsSync(photo)).toBe(false);
    expect(await server.services.journeys.records.captures(journeyId!)).toMatchObject([
      { storageKey: "", extracted: {}, findings: null, highLevelResult: "Refer" },
    ]);
    expect(await server.services.journeys.service.journeysLeft(application!.id)).toBe(2);
    expect(await journeysOf(email)).toBe(5);
  });

  it("takes one capture of a journey at a time: parallel uploads are refused before their photos are read", async () => {
    const { token } = await atUploadPage(server, "limits-busy");
    const { gbgToken, journeyId } = (await scanToken(token)).body as Record<string, string>;
    const answered: { status: number; code: unknown }[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        const answer = await upload(gbgToken!, PASSPORT_PHOTO);
        answered.push({ status: answer.status, code: answer.body.code });
      }),
    );
    // The refusals come at once; the one upload taken is answered after its checks.
    expect(answered).toEqual([
      { status: 409, code: "journeyBusy" },
      { status: 409, code: "journeyBusy" },
      { status: 409, code: "journeyBusy" },
      { status: 200, code: undefined },
    ]);
    expect(await server.services.journeys.records.captures(journeyId!)).toHaveLength(1);
  });

  it("counts no attempt when the photo cannot be kept, and keeps nothing of it", async () => {
    if (target !== "sqlite") return; // the photos are files under DATA_DIR on either database
    const { token } = await atUploadPage(server, "limits-storage");
    const { gbgToken, journeyId } = (await scanToken(token)).body as Record<string, string>;
    // The journey's folder cannot be made: a file stands where it would be.
    const uploads = path.join(server.dataDir, "uploads");
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, journeyId!), "in the way");
    const failed = await upload(gbgToken!, await plainPhoto());
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({
      code: "storageUnavailable",
      globalError: "We could not keep your photo just now. Please upload it again in a moment.",
    });
    expect(await journeyResult(gbgToken!, journeyId!)).toMatchObject({
      AttemptsRemaining: 3,
      ProcessedDocuments: [],
    });
    fs.rmSync(path.join(uploads, journeyId!));
    const again = await upload(gbgToken!, await plainPhoto());
    expect(again).toMatchObject({ status: 200, body: { attemptsRemaining: 2 } });
  });
});

describe.each(storageTargets)("migration 014 (journey turns) on %s", (target) => {
  const testDatabase = useTestDatabase(target);

  it("numbers the journeys already kept per application in the order they started, and holds the next to its number", async () => {
    const dataDir = makeTempDir();
    const opened = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir });
    const db = opened.db as unknown as Kysely<unknown>;
    try {
      await migrateUpTo(db, "011-identity-journeys");
      for (const id of ["app-1", "app-2"])
        await sql`insert into applications (id, brand, language, device, created_at, updated_at)
          values (${id}, 'eu', 'en', 'desktop', 1, 1)`.execute(db);
      const kept = [
        ["j-b", "app-1", 20],
        ["j-a", "app-1", 10],
        ["j-c", "app-2", 10],
        ["j-d", "app-1", 20],
      ] as const;
      for (const [id, applicationId, createdAt] of kept)
        await sql`insert into identity_journeys
          (id, application_id, state, action, attempts_left, created_at)
          values (${id}, ${applicationId}, 'ended', 'NONE', 0, ${createdAt})`.execute(db);
      await migrateToLatest(db);
      const rows = await opened.db
        .selectFrom("identity_journeys")
        .select(["id", "ordinal"])
        .orderBy("id")
        .execute();
      expect(rows.map((row) => [row.id, row.ordinal])).toEqual([
        ["j-a", 1],
        ["j-b", 2],
        ["j-c", 1],
        ["j-d", 3],
      ]);
      const records = new JourneyRecords(opened.db);
      const first = { action: "IDENTITY:FRONT", attempts: 3 };
      expect(await records.create("app-1", 3, "default", first)).toBeUndefined();
      expect(await records.create("app-1", 4, "default", first)).toBeDefined();
      expect((await records.latestOf("app-1")).started).toBe(4);
    } finally {
      await opened.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
