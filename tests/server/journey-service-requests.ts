/** The journey service's HTTP tests' shared settings, photo and requests (scan session, upload). */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import { atUploadPage } from "./journey-session.ts";
import { multipartFile } from "./multipart-upload.ts";
import type { TestServer } from "./test-server.ts";

/** The server's settings in these tests: uploads up to 1 MB. */
export const JOURNEY_UPLOAD_ENV = { JOURNEY_MAX_UPLOAD_MB: "1" };

/** A 640 x 400 photo whose EXIF metadata holds the text "EXIF-MARKER-TEXT". */
export const photo = (format: "png" | "jpeg") => {
  const image = sharp({
    create: { width: 640, height: 400, channels: 3, background: "#8899aa" },
  }).withMetadata({ exif: { IFD0: { Artist: "EXIF-MARKER-TEXT" } } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
};

/** The requests, made to the server `serverOf` returns, and what an upload left behind. */
export function journeyRequests(serverOf: () => TestServer) {
  async function scanSession() {
    const { token } = await atUploadPage(serverOf(), "journey");
    const answer = await serverOf().post("get-idscan-token", { languageCode: "EN", token });
    expect(answer.status).toBe(200);
    return {
      token,
      gbgToken: answer.body.gbgToken as string,
      journeyId: answer.body.journeyId as string,
    };
  }

  const upload = (gbgToken: string, fileName: string, bytes: Buffer, type = "image/jpeg") => {
    const form = multipartFile(fileName, bytes, type);
    return serverOf().app.inject({
      method: "POST",
      url: "/journey-service/idscanenterprisesvc/journey/upload",
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${gbgToken}` },
    });
  };

  const storedFiles = (journeyId: string) => {
    const folder = path.join(serverOf().dataDir, "uploads", journeyId);
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };
  const capturesOf = (journeyId: string) =>
    serverOf().services.journeys.records.captures(journeyId);

  async function expectNothingKept(journeyId: string) {
    expect(storedFiles(journeyId)).toEqual([]);
    expect(await capturesOf(journeyId)).toEqual([]);
  }

  return { scanSession, upload, storedFiles, expectNothingKept };
}
