/** Personal data prefilled from a document scan: what get-token answers and what a submit stores. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  registerThroughApi,
  startServer,
  type Registered,
  type TestServer,
} from "./test-server.ts";

/** What a scan of an Irish passport reads. */
const irishPassport = {
  FirstName: "SIOBHAN",
  LastName: "MURPHY",
  NationalityName: "IRL",
  PersonalNumber: "1234567T",
  DocumentType: "PASSPORT",
  DocumentNumber: "PA1234567",
  BirthDate: "27.03.1990",
  ExpiryDate: "01-12-2031",
  IssuingCountryCode: "IRL",
};

const irishPersonalData = {
  firstName: "Siobhan",
  lastName: "Murphy",
  dateOfBirth: "1990-03-27",
  citizenship: "IE",
  documentType: 2,
  documentNumber: "PA1234567",
  documentExpirationDate: "2031-12-01",
  identificationNumber: "1234567T",
};

describe.each(storageTargets)("document scan prefill on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  let user: Registered;
  let applicationId: string;

  const state = async () => {
    const answer = await server.post("get-token", { languageCode: "EN", token: user.token });
    expect(answer.status).toBe(200);
    return answer.body.state!;
  };
  const post = (action: string, data: Record<string, unknown>) =>
    server.post(action, { languageCode: "EN", token: user.token, ...data });
  const storedPersonalData = async () => {
    const latest = await server.services.store.latestSubmissions(applicationId);
    return latest.get("personalDataConfirm")?.data;
  };

  beforeAll(async () => {
    server = await startServer(testDatabase);
    user = await registerThroughApi(server, "scan");
    applicationId = (await server.services.store.findApplicationByEmail(user.email))!.id;
    const choice = await post("data-upload-choice", { dataUploadChoice: 1 });
    expect(choice.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  // One applicant's scans and answers, built test by test: they run in order.
  describe("one applicant, scan after scan", { shuffle: false }, () => {
    it("answers no prefill before any scan, and stores uploadAction 0 with data typed in", async () => {
      expect((await state()).prefill).toEqual({});
      const answer = await post("personal-data-confirm", { ...irishPersonalData, uploadAction: 1 });
      expect(answer.body).toEqual({ status: "success", next: "desktopSms" });
      // The server vouches for uploadAction: a browser cannot claim a scan it did not make.
      expect(await storedPersonalData()).toMatchObject({ uploadAction: 0 });
    });

    it("keeps every scan and reads the latest", async () => {
      await server.services.store.recordDocumentScan(applicationId, {
        journeyId: "journey-1",
        highLevelResult: "Refer",
        values: { ...irishPassport, FirstName: "OLD" },
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await server.services.store.recordDocumentScan(applicationId, {
        journeyId: "journey-2",
        highLevelResult: "Passed",
        values: irishPassport,
      });
      const scan = await server.services.store.latestDocumentScan(applicationId);
      expect(scan).toMatchObject({
        journeyId: "journey-2",
        highLevelResult: "Passed",
        values: irishPassport,
      });
      expect(typeof scan!.scannedAt).toBe("number");
    });

    it("answers the personal data read from a scan newer than the saved step", async () => {
      const current = await state();
      // The same data as the typed step's: the document's capitals written as names are.
      expect(current.prefill).toEqual({ personalDataConfirm: irishPersonalData });
    });

    it("stores uploadAction 1 once the application holds a scan, and the prefill is answered", async () => {
      const answer = await post("personal-data-confirm", irishPersonalData);
      expect(answer.body).toEqual({ status: "success", next: "desktopSms" });
      expect(await storedPersonalData()).toMatchObject({ ...irishPersonalData, uploadAction: 1 });
      expect((await state()).prefill).toEqual({});
    });

    it("prefills again after a new scan", async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await server.services.store.recordDocumentScan(applicationId, {
        journeyId: "journey-3",
        highLevelResult: "Passed",
        values: { ...irishPassport, DocumentNumber: "PB7654321" },
      });
      const current = await state();
      expect(current.prefill.personalDataConfirm).toMatchObject({ documentNumber: "PB7654321" });
    });

    it("prefills Anna, not ANNA: names a passport prints in capitals are written as names are", async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await server.services.store.recordDocumentScan(applicationId, {
        journeyId: "journey-4",
        highLevelResult: "Passed",
        values: { ...irishPassport, FirstName: "ANNA MARIA", LastName: "KOWALSKA-NOWAK" },
      });
      const current = await state();
      expect(current.prefill.personalDataConfirm).toMatchObject({
        firstName: "Anna Maria",
        lastName: "Kowalska-Nowak",
      });
    });

    it("answers the prefill with the login that resumes the application", async () => {
      const answer = await server.post("new-login", {
        languageCode: "EN",
        token: await server.newToken("EN"),
        loginEmail: user.email,
        loginPassword: "Str0ng!pass",
        residenceCountry: "IE",
      });
      expect(answer.status).toBe(200);
      expect(answer.body.state!.prefill).toHaveProperty("personalDataConfirm");
    });
  });
});
