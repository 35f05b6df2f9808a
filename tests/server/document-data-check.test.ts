/**
 * Personal data against the identity document read (the flow's data check), by API: answers
 * that agree are kept as Passed; a difference is answered field by field and nothing is kept
 * until the client sends the same answers confirmed, which are then kept as Failed with the
 * differences on the journey; no document read, no check. A browser cannot claim a result.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { atUploadPage, uploadCapture } from "./journey-session.ts";
import { registerThroughApi, startServer, type TestServer } from "./test-server.ts";
import { DOCUMENT_ONLY } from "../fixtures/journey-definitions.ts";

/** What tests/fixtures/documents/passport-passed.jpg, a German passport, gives personal data. */
const erika = {
  firstName: "Erika",
  lastName: "Mustermann",
  dateOfBirth: "1983-08-12",
  citizenship: "DE",
  documentType: 2,
  documentNumber: "C01X00T47",
  documentExpirationDate: "2033-05-09",
  identificationNumber: "12345678901",
};

describe.each(storageTargets)("the data check of personal data on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: DOCUMENT_ONLY });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** An application whose passport passed its journey: the scan personal data is checked against. */
  async function withPassport(label: string) {
    const { token, email } = await atUploadPage(server, label);
    const scan = await server.post("get-idscan-token", { languageCode: "EN", token });
    const photo = fs.readFileSync(path.resolve("tests/fixtures/documents/passport-passed.jpg"));
    const upload = await uploadCapture(server, scan.body.gbgToken as string, photo);
    expect(upload.body).toMatchObject({ journeyResult: "Passed" });
    const applicationId = (await server.services.store.findApplicationByEmail(email))!.id;
    return { token, applicationId, journeyId: scan.body.journeyId as string };
  }
  const send = (token: string, data: Record<string, unknown>) =>
    server.post("personal-data-confirm", { languageCode: "EN", token, ...data });
  const stored = async (applicationId: string) =>
    (await server.services.store.latestSubmissions(applicationId)).get("personalDataConfirm")?.data;

  it("keeps answers that agree with the document, in another case, as Passed, with the journey", async () => {
    const { token, applicationId, journeyId } = await withPassport("check-agree");
    const answer = await send(token, { ...erika, firstName: "erika", lastName: "MUSTERMANN" });
    expect(answer.body).toEqual({ status: "success", next: "desktopSms" });
    expect(await stored(applicationId)).toMatchObject({ documentDataCheck: "Passed" });
    const journey = await server.services.journeys.records.find(journeyId);
    expect(journey?.dataCheck).toMatchObject({ result: "Passed", differences: [] });
    expect(journey?.checkDetails).toMatchObject({ DataChecks: "Passed" });
  });

  it("answers each difference and keeps nothing, then keeps the confirmed answers as Failed", async () => {
    const { token, applicationId, journeyId } = await withPassport("check-differ");
    const typed = { ...erika, lastName: "Mustermane", documentNumber: "C01X00T48" };
    const refused = await send(token, typed);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      status: "error",
      documentDifferences: [
        { field: "lastName", answered: "Mustermane", document: "Mustermann" },
        { field: "documentNumber", answered: "C01X00T48", document: "C01X00T47" },
      ],
      confirmWith: "documentDifferencesConfirmed",
    });
    expect(await stored(applicationId)).toBeUndefined();

    const confirmed = await send(token, { ...typed, documentDifferencesConfirmed: true });
    expect(confirmed.body).toEqual({ status: "success", next: "desktopSms" });
    const kept = await stored(applicationId);
    expect(kept).toMatchObject({ lastName: "Mustermane", documentDataCheck: "Failed" });
    // The confirmation is checked, never stored: a later change is shown its differences anew.
    expect(kept).not.toHaveProperty("documentDifferencesConfirmed");
    const journey = await server.services.journeys.records.find(journeyId);
    expect(journey?.dataCheck).toMatchObject({
      result: "Failed",
      differences: [
        { field: "lastName", answered: "Mustermane", document: "Mustermann" },
        { field: "documentNumber", answered: "C01X00T48", document: "C01X00T47" },
      ],
    });
    expect(journey?.checkDetails).toMatchObject({ DataChecks: "Failed" });

    // Corrected: the check passes again and says so on the journey.
    expect((await send(token, erika)).body).toEqual({ status: "success", next: "desktopSms" });
    expect(await stored(applicationId)).toMatchObject({ documentDataCheck: "Passed" });
    expect((await server.services.journeys.records.find(journeyId))?.dataCheck).toMatchObject({
      result: "Passed",
    });
  });

  it("shows an answer left out (no expiry date) as a difference from the document's date", async () => {
    const { token } = await withPassport("check-no-expiry");
    const { documentExpirationDate: _left, ...withoutExpiry } = erika;
    const refused = await send(token, {
      ...withoutExpiry,
      citizenship: "IE",
      identificationNumber: "1234567T",
      noLimitExpiryDate: true,
    });
    expect(refused.body.documentDifferences).toEqual([
      { field: "citizenship", answered: "IE", document: "DE" },
      { field: "documentExpirationDate", document: "2033-05-09" },
    ]);
  });

  it("takes no result a browser claims, and checks nothing where no document was read", async () => {
    const user = await registerThroughApi(server, "check-none");
    await server.post("data-upload-choice", {
      languageCode: "EN",
      token: user.token,
      dataUploadChoice: 1,
    });
    const answer = await send(user.token, { ...erika, documentDataCheck: "Passed" });
    expect(answer.body).toEqual({ status: "success", next: "desktopSms" });
    const applicationId = (await server.services.store.findApplicationByEmail(user.email))!.id;
    expect(await stored(applicationId)).toMatchObject({ documentDataCheck: "NotNeeded" });
  });
});
