/**
 * The journey service's uploads over HTTP on each database: the size limit, however the bytes
 * arrive, and type sniffing; a refused file gets a clear 4xx and nothing is kept, an accepted one
 * is kept re-encoded without its metadata. The scan session, its token and the journey's events:
 * journey-scan-session.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOURNEY_UPLOAD_ENV, journeyRequests, photo } from "./journey-service-requests.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { multipartFile, postInTwoParts } from "./multipart-upload.ts";
import { startServer, type TestServer } from "./test-server.ts";

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

describe.each(storageTargets)("journey service on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  /** The same server on a real port, for what only a connection shows. */
  let origin: string;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: JOURNEY_UPLOAD_ENV });
    origin = await server.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await server?.close();
  });

  const { scanSession, upload, storedFiles, expectNothingKept } = journeyRequests(() => server);

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
});
