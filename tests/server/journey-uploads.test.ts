/**
 * The journey service over HTTP on each database: the scan session, the upload's limits and type
 * sniffing (refused with a clear 4xx and nothing kept), the scan token's reach and expiry, the
 * journey's events and the status reports.
 */
import fs from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ScanTokens } from "../../src/server/journey/scan-token.ts";
import { loadOrCreateKeyFile } from "../../src/server/security/key-file.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { multipartFile, postInTwoParts } from "./multipart-upload.ts";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import { atUploadPage } from "./journey-session.ts";
import {
  registerThroughApi,
  savedSteps,
  startServer,
  STRONG_PASSWORD,
  type TestServer,
} from "./test-server.ts";

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares 20000 x 20000 pixels, in a few hundred bytes. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(20_001 * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const photo = (format: "png" | "jpeg") => {
  const image = sharp({
    create: { width: 640, height: 400, channels: 3, background: "#8899aa" },
  }).withMetadata({ exif: { IFD0: { Artist: "EXIF-MARKER-TEXT" } } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
};

describe.each(storageTargets)("journey service on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  /** The same server on a real port, for what only a connection shows. */
  let origin: string;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: { JOURNEY_MAX_UPLOAD_MB: "1" } });
    origin = await server.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function scanSession() {
    const { token } = await atUploadPage(server, "journey");
    const answer = await server.post("get-idscan-token", { languageCode: "EN", token });
    expect(answer.status).toBe(200);
    return {
      token,
      gbgToken: answer.body.gbgToken as string,
      journeyId: answer.body.journeyId as string,
    };
  }

  const upload = (gbgToken: string, fileName: string, bytes: Buffer, type = "image/jpeg") => {
    const form = multipartFile(fileName, bytes, type);
    return server.app.inject({
      method: "POST",
      url: "/journey-service/idscanenterprisesvc/journey/upload",
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${gbgToken}` },
    });
  };

  const journeyGet = (journeyId: string, authorization?: string) =>
    server.app.inject({
      method: "GET",
      url: `/journey-service/idscanenterprisesvc/journey/get?journeyId=${journeyId}`,
      headers: authorization ? { authorization } : {},
    });

  const storedFiles = (journeyId: string) => {
    const folder = path.join(server.dataDir, "uploads", journeyId);
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };
  const capturesOf = (journeyId: string) => server.services.journeys.records.captures(journeyId);

  async function expectNothingKept(journeyId: string) {
    expect(storedFiles(journeyId)).toEqual([]);
    expect(await capturesOf(journeyId)).toEqual([]);
  }

  it("answers a scan session for a session's application, and a restart without one", async () => {
    const session = await scanSession();
    expect(session.journeyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.gbgToken.length).toBeGreaterThan(40);
    const answer = await server.post("get-idscan-token", {
      languageCode: "EN",
      token: session.token,
    });
    expect(answer.body).toMatchObject({
      status: "success",
      clientId: "onboarding",
      backendUrl: "/journey-service/",
    });
    const anonymous = await server.post("get-idscan-token", { languageCode: "EN" });
    expect(anonymous.body.restart).toBe(true);
  });

  it("refuses a file over the size cap with 413, saying the configured limit, and keeps nothing", async () => {
    const { gbgToken, journeyId } = await scanSession();
    const big = Buffer.concat([await photo("jpeg"), Buffer.alloc(1024 * 1024 + 10)]);
    const response = await upload(gbgToken, "big.jpg", big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: "fileTooBig",
      globalError: "Your file is too big. Please upload a file that is smaller than 1 MB.",
    });
    const form = multipartFile("big.jpg", big, "image/jpeg");
    const polish = await server.app.inject({
      method: "POST",
      url: "/journey-service/idscanenterprisesvc/journey/upload?lang=pl",
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${gbgToken}` },
    });
    expect(polish.json()).toMatchObject({
      globalError: "Twój plik jest za duży. Prześlij plik mniejszy niż 1 MB.",
    });
    await expectNothingKept(journeyId);
  });

  it("refuses a file over the cap however its bytes arrive: one that reaches the limit at a pause", async () => {
    const { gbgToken, journeyId } = await scanSession();
    // A JPEG padded past the limit (the image decodes whole from the first megabyte).
    const big = Buffer.concat([await photo("jpeg"), Buffer.alloc(1024 * 1024)]);
    const form = multipartFile("big.jpg", big, "image/jpeg");
    const url = `${origin}/journey-service/idscanenterprisesvc/journey/upload`;
    const headers = { ...form.headers, authorization: `Bearer ${gbgToken}` };
    // The network pauses exactly where the limit falls, and elsewhere.
    for (const splitAt of [form.fileOffset + 1024 * 1024, form.fileOffset + 4096]) {
      const answer = await postInTwoParts(url, headers, form.payload, splitAt);
      expect(answer).toMatchObject({ status: 413, body: { code: "fileTooBig" } });
    }
    await expectNothingKept(journeyId);
  });

  it("answers a body that is not the multipart data its header says with 400, not 500", async () => {
    const { gbgToken, journeyId } = await scanSession();
    const url = `${origin}/journey-service/idscanenterprisesvc/journey/upload`;
    const send = (contentType: string, body: Buffer) =>
      fetch(url, {
        method: "POST",
        headers: { "content-type": contentType, authorization: `Bearer ${gbgToken}` },
        body: new Uint8Array(body),
      });
    const noBoundary = await send("multipart/form-data", Buffer.from("a photo"));
    expect(noBoundary.status).toBe(400);
    expect(await noBoundary.json()).toMatchObject({
      code: "malformedUpload",
      globalError: "The file did not arrive whole. Please choose it and upload it again.",
    });
    const form = multipartFile("front.jpg", await photo("jpeg"), "image/jpeg");
    const cutShort = await send(
      form.headers["content-type"],
      form.payload.subarray(0, form.payload.length - 200),
    );
    expect(cutShort.status).toBe(400);
    expect(await cutShort.json()).toMatchObject({ code: "malformedUpload" });
    await expectNothingKept(journeyId);
    const journey = await server.services.journeys.records.find(journeyId);
    expect(journey?.attemptsLeft).toBe(3);
  });

  it("reads the type from the bytes: a PDF named .png is refused with 415", async () => {
    const { gbgToken, journeyId } = await scanSession();
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const response = await upload(gbgToken, "front.png", pdf, "image/png");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: "unsupportedType",
      globalError: "Your file is the incorrect format. Please upload one of the accepted formats.",
    });
    await expectNothingKept(journeyId);
  });

  it("takes a PNG named .pdf as the PNG it is, and keeps it re-encoded without its metadata", async () => {
    const { gbgToken, journeyId } = await scanSession();
    const png = await photo("png");
    expect(png.includes("EXIF-MARKER-TEXT")).toBe(true);
    const response = await upload(gbgToken, "scan.pdf", png, "application/pdf");
    expect(response.statusCode).toBe(200);
    const [file] = storedFiles(journeyId);
    expect(file).toMatch(/\.jpg$/);
    const kept = fs.readFileSync(path.join(server.dataDir, "uploads", journeyId, file!));
    expect(kept.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(kept.includes("EXIF-MARKER-TEXT")).toBe(false);
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
    expect(fs.statSync(path.join(server.dataDir, "uploads", journeyId, file!)).mode & 0o777).toBe(
      0o600,
    );
  });

  it("keeps a polyglot's image only: the script after the JPEG's end is not kept", async () => {
    const { gbgToken, journeyId } = await scanSession();
    const polyglot = Buffer.concat([
      await photo("jpeg"),
      Buffer.from("<html><script>alert('polyglot')</script></html>"),
    ]);
    const response = await upload(gbgToken, "front.jpg", polyglot);
    expect(response.statusCode).toBe(200);
    const [file] = storedFiles(journeyId);
    const kept = fs.readFileSync(path.join(server.dataDir, "uploads", journeyId, file!));
    expect(kept.includes("<script>")).toBe(false);
  });

  it("refuses a 20000 x 20000 PNG from its header, before decoding, and keeps nothing", async () => {
    const { gbgToken, journeyId } = await scanSession();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(gbgToken, "front.png", bomb, "image/png");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "tooManyPixels" });
    await expectNothingKept(journeyId);
  });

  it("refuses a truncated JPEG with 400 and keeps nothing", async () => {
    const { gbgToken, journeyId } = await scanSession();
    const jpeg = await photo("jpeg");
    const response = await upload(gbgToken, "front.jpg", jpeg.subarray(0, jpeg.length / 2));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "damagedImage",
      globalError: "Not a valid image",
    });
    await expectNothingKept(journeyId);
  });

  it("answers the journey only with its own token, and refuses an expired one", async () => {
    const first = await scanSession();
    const second = await scanSession();
    expect((await journeyGet(first.journeyId)).statusCode).toBe(401);
    expect((await journeyGet(first.journeyId, "Bearer not-a-token")).statusCode).toBe(401);
    expect((await journeyGet(first.journeyId, `Bearer ${second.gbgToken}`)).statusCode).toBe(404);
    const own = await journeyGet(first.journeyId, `Bearer ${first.gbgToken}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      JourneyId: first.journeyId,
      HighLevelResult: "Undefined",
      CurrentAction: "IDENTITY:FRONT",
      ProcessedDocuments: [],
    });
    const key = loadOrCreateKeyFile(server.dataDir, "journey.key");
    const journey = await server.services.journeys.records.find(first.journeyId);
    const expired = new ScanTokens(key, 60_000, () => Date.now() - 120_000).issue(
      first.journeyId,
      journey!.applicationId,
      hashSessionToken(first.token),
    );
    expect((await journeyGet(first.journeyId, `Bearer ${expired}`)).statusCode).toBe(401);
    const forged = new ScanTokens(Buffer.alloc(32, 7), 60_000).issue(
      first.journeyId,
      journey!.applicationId,
      hashSessionToken(first.token),
    );
    expect((await journeyGet(first.journeyId, `Bearer ${forged}`)).statusCode).toBe(401);
  });

  it("opens the journey to its scan token no longer once the token's session logged out", async () => {
    const { token, gbgToken, journeyId } = await scanSession();
    expect((await journeyGet(journeyId, `Bearer ${gbgToken}`)).statusCode).toBe(200);
    expect((await server.post("logout", { languageCode: "EN", token })).status).toBe(200);
    const after = await journeyGet(journeyId, `Bearer ${gbgToken}`);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: "notAuthorized" });
    const upload1 = await upload(gbgToken, "front.jpg", await photo("jpeg"));
    expect(upload1.statusCode).toBe(401);
    await expectNothingKept(journeyId);
  });

  it("opens the journey to its scan token no longer once the account logged in elsewhere", async () => {
    const account = await registerThroughApi(server, "journey-login");
    await savedSteps(server, account.token, {
      dataUploadChoice: { dataUploadChoice: 2 },
      desktopDocumentChoice: { documentType: 1 },
    });
    const scan = await server.post("get-idscan-token", {
      languageCode: "EN",
      token: account.token,
    });
    const { gbgToken, journeyId } = scan.body as Record<string, string>;
    expect((await journeyGet(journeyId!, `Bearer ${gbgToken}`)).statusCode).toBe(200);
    const elsewhere = await server.post("new-login", {
      languageCode: "EN",
      token: await server.newToken("EN"),
      loginEmail: account.email,
      loginPassword: STRONG_PASSWORD,
      residenceCountry: "IE",
    });
    expect(elsewhere.status).toBe(200);
    expect((await journeyGet(journeyId!, `Bearer ${gbgToken}`)).statusCode).toBe(401);
    // The new session gets a scan token of its own for the same journey.
    const again = await server.post("get-idscan-token", {
      languageCode: "EN",
      token: elsewhere.body.token,
    });
    expect(again.body.journeyId).toBe(journeyId);
    expect(
      (await journeyGet(journeyId!, `Bearer ${again.body.gbgToken as string}`)).statusCode,
    ).toBe(200);
  });

  it("ends a cancelled journey: nothing more can be sent to it", async () => {
    const { token, gbgToken, journeyId } = await scanSession();
    const started = await server.post("notify-journey", {
      languageCode: "EN",
      token,
      journeyStatus: "start",
      journeyId,
    });
    expect(started.body).toMatchObject({ status: "success", journeyState: "inProgress" });
    const cancelled = await server.post("notify-journey", {
      languageCode: "EN",
      token,
      journeyStatus: "cancel",
      journeyId,
    });
    expect(cancelled.body).toMatchObject({ status: "success", journeyState: "ended" });
    const response = await upload(gbgToken, "front.jpg", await photo("jpeg"));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "journeyEnded",
      globalError: "Cannot send requests. The journey has ended",
    });
    const result = await journeyGet(journeyId, `Bearer ${gbgToken}`);
    expect(result.json()).toMatchObject({ State: "ended", HighLevelResult: "Aborted" });
  });

  it("refuses a journey event of another application or of an unknown kind", async () => {
    const mine = await scanSession();
    const theirs = await scanSession();
    const foreign = await server.post("notify-journey", {
      languageCode: "EN",
      token: mine.token,
      journeyStatus: "cancel",
      journeyId: theirs.journeyId,
    });
    expect(foreign.status).toBe(404);
    const unknown = await server.post("notify-journey", {
      languageCode: "EN",
      token: mine.token,
      journeyStatus: "explode",
      journeyId: mine.journeyId,
    });
    expect(unknown.status).toBe(400);
    const stillOpen = await journeyGet(theirs.journeyId, `Bearer ${theirs.gbgToken}`);
    expect(stillOpen.json()).toMatchObject({ State: "started" });
  });

  it("keeps status reports of type 1 and 2, and refuses unknown fields", async () => {
    const { token, journeyId } = await scanSession();
    const attempt = {
      type: 1,
      journeyId,
      startTimestamp: 1_700_000_000_000,
      endTimestamp: 1_700_000_030_000,
      attemptNumber: 1,
      isValidated: false,
      status: "Refer",
      journeyStatus: "transferStarted",
      branchCode: "EN",
      residence: "IE",
      documentCountry: "DE",
      documentType: "Passport",
      documentSide: "Front",
      requireDocumentSide: "FRONT",
      scanType: "DESKTOP",
      isTimeout: true,
      attempt: 1,
    };
    expect(
      (await server.post("gbg-status", { languageCode: "EN", token, ...attempt })).status,
    ).toBe(200);
    const final = { type: 2, journeyId, journeyStatus: "end", scanType: "DESKTOP" };
    expect((await server.post("gbg-status", { languageCode: "EN", token, ...final })).status).toBe(
      200,
    );
    const odd = await server.post("gbg-status", { languageCode: "EN", token, type: 1, note: "x" });
    expect(odd.status).toBe(400);
    const journey = await server.services.journeys.records.find(journeyId);
    const reports = await server.services.journeys.records.statusReports(journey!.applicationId);
    expect(reports).toEqual([
      { journeyId, type: 1, report: attempt },
      { journeyId, type: 2, report: final },
    ]);
    const stats = await server.post("gbg-stats", { languageCode: "EN", token, status: "ok" });
    expect(stats.status).toBe(200);
  });
});
