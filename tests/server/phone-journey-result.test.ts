/**
 * The journey's result (`journey/get`) of a hand-off phone's journey, over HTTP on each database:
 * the phone, which is shown nothing personal, reads its result without the values read off the
 * document; the desktop, with its own session, reads them all.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journeyResultOf, uploadCapture } from "./journey-session.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { registeredInStore, savedSteps, startServer, type TestServer } from "./test-server.ts";
import { DOCUMENT_ONLY } from "../fixtures/journey-definitions.ts";

const DESKTOP = { languageCode: "EN" };
const PHONE = { languageCode: "EN", mobile: true };

/** What tests/fixtures/documents/passport-passed.jpg, a German passport, reads. */
const READ_OFF_THE_PASSPORT = ["MUSTERMANN", "ERIKA", "C01X00T47", "830812", "P<D<<"];

describe.each(storageTargets)("a hand-off phone's journey result on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, {
      env: { ...DOCUMENT_ONLY, RATE_LIMIT_HANDOFF_IP: "1000/1m" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers the phone its passed passport's result with nothing read off it, and the desktop everything", async () => {
    const { token } = await registeredInStore(server, "phone-result");
    await savedSteps(server, token, { dataUploadChoice: { dataUploadChoice: 3 } });
    const url = await server.post("mobile-qr-code-url", { ...DESKTOP, token });
    const code = new URL(url.body.mobileQrUrl as string).searchParams.get("handoff");
    const phone = (await server.post("mobile-handoff", { ...PHONE, handoffCode: code })).body
      .token!;
    await server.post("document/mobile-document-choice", {
      ...PHONE,
      token: phone,
      documentType: 1,
    });
    const scan = await server.post("get-idscan-token", { ...PHONE, token: phone });
    const journeyId = scan.body.journeyId as string;
    const photo = fs.readFileSync(path.resolve("tests/fixtures/documents/passport-passed.jpg"));
    const upload = await uploadCapture(server, scan.body.gbgToken as string, photo);
    expect(upload.body).toMatchObject({ journeyResult: "Passed" });

    const onPhone = await journeyResultOf(server, scan.body.gbgToken as string, journeyId);
    expect(onPhone).toMatchObject({
      JourneyId: journeyId,
      State: "ended",
      HighLevelResult: "Passed",
      ProcessedDocuments: [{ HighLevelResult: "Passed", DocumentType: "Passport" }],
      ExtractedFields: [],
    });
    const shown = JSON.stringify(onPhone).toUpperCase();
    for (const value of READ_OFF_THE_PASSPORT)
      expect([value, shown.includes(value)]).toEqual([value, false]);

    const done = await server.post("mobile-desktop-is-completed", { ...DESKTOP, token });
    const desktopToken = (done.body.dataContent as { gbgToken: string }).gbgToken;
    const onDesktop = await journeyResultOf(server, desktopToken, journeyId);
    expect(onDesktop.ExtractedFields).toEqual(
      expect.arrayContaining([
        { Name: "LastName", Value: "MUSTERMANN" },
        { Name: "DocumentNumber", Value: "C01X00T47" },
      ]),
    );
  });
});
