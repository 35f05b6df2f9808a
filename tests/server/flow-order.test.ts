/** The order of steps, where each step leads (desktop and mobile), personal data, and resuming. */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  message,
  registerThroughApi,
  startServer,
  type Registered,
  type TestServer,
} from "./test-server.ts";

/** Personal data of an Irish citizen on the English site, as the brief describes. */
const irishPersonalData = {
  citizenship: "IE",
  documentType: 2,
  documentNumber: "PA1234567",
  noLimitExpiryDate: true,
  identificationNumber: "1234567T",
  firstName: "Jan",
  lastName: "Kowalski",
  dateOfBirth: "1990-03-27",
};

/** The same person as a Polish citizen on the Polish site: a PESEL instead of a tax number. */
const polishPersonalData = {
  citizenship: "PL",
  documentType: 2,
  documentNumber: "PA1234567",
  noLimitExpiryDate: true,
  pesel: "44051401359",
  firstName: "Jan",
  lastName: "Kowalski",
  dateOfBirth: "1990-03-27",
};

describe.each(storageTargets)("order of steps on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  /** Walks through the steps (their order and outcomes are tested, not its state). */
  let walker: Registered;
  /** Used only by the resume tests, whose outcome depends on exactly what was saved. */
  let resumer: Registered;

  beforeAll(async () => {
    server = await startServer(testDatabase);
    [walker, resumer] = await Promise.all([
      registerThroughApi(server, "walker"),
      registerThroughApi(server, "resumer"),
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe("before registration", () => {
    let token: string;
    beforeAll(async () => {
      token = await server.newToken("EN");
    });

    it.each([
      ["personal-data-confirm", irishPersonalData],
      ["data-upload-choice", { dataUploadChoice: 1 }],
      ["mobile-desktop-choice", { mobileDesktopChoice: 1 }],
      ["desktop-document-choice", { documentType: 2 }],
    ])("%s answers 409 and sends the browser to newAccount", async (action, data) => {
      const answer = await server.post(action, { languageCode: "EN", token, ...data });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        status: "error",
        globalError: message("en", "errors:stepNotAvailable"),
        next: "newAccount",
      });
    });

    it("saves nothing for a refused step", async () => {
      const answer = await server.post("get-token", { languageCode: "EN", token });
      expect(answer.body.state).toEqual({
        route: "newAccount",
        steps: {},
        prefill: {},
        sentParts: {},
        residenceCountry: null,
        registered: false,
      });
    });
  });

  // One applicant walks the steps: each test is the next answer of that walk, so they run in order.
  describe("after registration", { shuffle: false }, () => {
    const post = (action: string, data: Record<string, unknown>, languageCode = "EN") =>
      server.post(action, { languageCode, token: walker.token, ...data });

    it.each([
      [1, "personalDataConfirm"],
      [3, "mobileSms"],
      [2, "desktopDocumentChoice"],
    ])("data-upload-choice %i goes to %s", async (choice, next) => {
      const answer = await post("data-upload-choice", { dataUploadChoice: choice });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: "success", next });
    });

    it("refuses a data-upload-choice outside the options (422)", async () => {
      const answer = await post("data-upload-choice", { dataUploadChoice: 4 });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: "error",
        errors: { dataUploadChoice: [message("en", "errors:enum")] },
      });
    });

    describe("on a mobile device", () => {
      it("refuses data-upload-choice 3, which the mobile variant does not offer (422)", async () => {
        const answer = await post("data-upload-choice", { dataUploadChoice: 3, mobile: true });
        expect(answer.status).toBe(422);
        expect(answer.body).toEqual({
          status: "error",
          errors: { dataUploadChoice: [message("en", "errors:enum")] },
        });
      });

      it("data-upload-choice 2 goes to mobileDocumentChoice and is saved as the mobile variant", async () => {
        const answer = await post("data-upload-choice", { dataUploadChoice: 2, mobile: true });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ status: "success", next: "mobileDocumentChoice" });
        const tokenHash = createHash("sha256").update(walker.token).digest("hex");
        const applicationId = await server.services.store.findSessionApplication(tokenHash);
        const latest = await server.database.db
          .selectFrom("step_submissions")
          .select(["step", "variant", "schema_hash"])
          .where("application_id", "=", applicationId!)
          .where("step", "=", "dataUploadChoice")
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow();
        expect(latest.variant).toBe("dataUploadChoice_M");
        expect(latest.schema_hash).toBe(
          server.services.files.steps.get("dataUploadChoice_M")!.schemaHash,
        );
      });

      it("data-upload-choice 1 still goes to personalDataConfirm", async () => {
        const answer = await post("data-upload-choice", { dataUploadChoice: 1, mobile: true });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ status: "success", next: "personalDataConfirm" });
      });

      it("document/mobile-document-choice works on the document path and goes to howToTakePicture", async () => {
        const answer = await post("document/mobile-document-choice", {
          documentType: 1,
          mobile: true,
        });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ status: "success", next: "howToTakePicture" });
      });
    });

    it.each([
      [1, "mobileSms"],
      [2, "desktopDocumentChoice"],
    ])("mobile-desktop-choice %i goes to %s", async (choice, next) => {
      const answer = await post("mobile-desktop-choice", { mobileDesktopChoice: choice });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: "success", next });
    });

    it("desktop-document-choice {documentType: 2} goes to howToTakePicture", async () => {
      const answer = await post("desktop-document-choice", { documentType: 2 });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: "success", next: "howToTakePicture" });
    });

    it("refuses a document type the step does not offer (422 errors.documentType)", async () => {
      const answer = await post("desktop-document-choice", { documentType: 3 });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: "error",
        errors: { documentType: [message("en", "errors:enum")] },
      });
    });

    // Every step of the flow without a form has its action now (the hand-off's are system ones).
    it("answers 404 to an action neither the flow nor the server names", async () => {
      const answer = await post("mobile-return-to-laptop", { street: "123" });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        status: "error",
        globalError: message("en", "errors:unknownAction"),
      });
    });

    describe("personal-data-confirm", () => {
      it("accepts an Irish citizen's data and goes to desktopSms", async () => {
        const answer = await post("personal-data-confirm", irishPersonalData);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ status: "success", next: "desktopSms" });
      });

      it("accepts a Polish citizen with a valid PESEL on the Polish site", async () => {
        const answer = await post("personal-data-confirm", polishPersonalData, "PL");
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ status: "success", next: "desktopSms" });
      });

      it("requires a PESEL of a Polish citizen (422 errors.pesel)", async () => {
        const { pesel: _pesel, ...withoutPesel } = polishPersonalData;
        const answer = await post("personal-data-confirm", withoutPesel, "PL");
        expect(answer.status).toBe(422);
        expect(answer.body).toEqual({
          status: "error",
          errors: { pesel: [message("pl", "personalDataConfirm:fields.pesel.errors.required")] },
        });
      });

      it("refuses an invalid PESEL (422 errors.pesel, in Polish)", async () => {
        const answer = await post(
          "personal-data-confirm",
          { ...polishPersonalData, pesel: "44051401358" },
          "PL",
        );
        expect(answer.status).toBe(422);
        expect(answer.body.status).toBe("error");
        expect(Object.keys(answer.body.errors ?? {})).toEqual(["pesel"]);
        expect(answer.body.errors!.pesel).toContain(
          message("pl", "personalDataConfirm:fields.pesel.errors.format"),
        );
      });

      it("accepts a tax number instead of a PESEL when 'no PESEL' is ticked", async () => {
        const { pesel: _pesel, ...withoutPesel } = polishPersonalData;
        const answer = await post(
          "personal-data-confirm",
          { ...withoutPesel, noPesel: true, identificationNumber: "1234567T" },
          "PL",
        );
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ status: "success", next: "desktopSms" });
      });

      it("refuses both a PESEL and a tax number from an Irish citizen (422)", async () => {
        const answer = await post("personal-data-confirm", {
          ...irishPersonalData,
          pesel: "44051401359",
        });
        expect(answer.status).toBe(422);
        expect(answer.body).toEqual({
          status: "error",
          errors: { pesel: [message("en", "errors:unevaluatedProperties")] },
        });
      });

      // The tax-number rules sit inside the branch that allows the field, so they cannot admit it
      // next to a PESEL.
      it("refuses both a PESEL and a tax number from a Polish citizen (422)", async () => {
        const answer = await post(
          "personal-data-confirm",
          { ...polishPersonalData, identificationNumber: "1234567T" },
          "PL",
        );
        expect(answer.status).toBe(422);
        expect(answer.body.status).toBe("error");
        expect(answer.body.errors?.identificationNumber ?? answer.body.errors?.pesel).toBeDefined();
      });

      it("refuses an adult-to-be (dateOfBirth under 18) with errors.dateOfBirth", async () => {
        const recent = new Date(Date.now() - 17 * 365 * 24 * 3600 * 1000)
          .toISOString()
          .slice(0, 10);
        const answer = await post("personal-data-confirm", {
          ...irishPersonalData,
          dateOfBirth: recent,
        });
        expect(answer.status).toBe(422);
        expect(answer.body.errors?.dateOfBirth).toContain(
          message("en", "personalDataConfirm:fields.dateOfBirth.errors.format.adult-date-of-birth"),
        );
      });
    });
  });

  // One applicant's saved steps, built test by test: they run in order.
  describe("resume", { shuffle: false }, () => {
    const state = async (extra: Record<string, unknown> = {}) => {
      const answer = await server.post("get-token", {
        languageCode: "EN",
        token: resumer.token,
        ...extra,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.token).toBe(resumer.token);
      return answer.body.state!;
    };
    const post = (action: string, data: Record<string, unknown>) =>
      server.post(action, { languageCode: "EN", token: resumer.token, ...data });

    it("resumes a new registration at dataUploadChoice with the registration's data", async () => {
      const current = await state();
      expect(current.route).toBe("dataUploadChoice");
      expect(current.registered).toBe(true);
      expect(current.residenceCountry).toBe("IE");
      expect(Object.keys(current.steps)).toEqual(["newAccount"]);
      expect(current.steps.newAccount).toMatchObject({
        email: resumer.email,
        residenceCountry: "IE",
      });
    });

    it("resumes at the first step not done, with every saved step's data", async () => {
      expect((await post("data-upload-choice", { dataUploadChoice: 2 })).status).toBe(200);
      let current = await state();
      expect(current.route).toBe("desktopDocumentChoice");
      expect(current.steps.dataUploadChoice).toEqual({
        dataUploadChoice: 2,
        residenceCountry: "IE",
      });

      expect((await state({ mobile: true })).route).toBe("mobileDocumentChoice");

      expect((await post("desktop-document-choice", { documentType: 2 })).status).toBe(200);
      current = await state();
      expect(current.route).toBe("howToTakePicture");
      expect(current.steps.desktopDocumentChoice).toEqual({ documentType: 2 });
    });

    it("follows the latest answer of a step that was answered again", async () => {
      expect((await post("data-upload-choice", { dataUploadChoice: 1 })).status).toBe(200);
      let current = await state();
      expect(current.route).toBe("personalDataConfirm");
      expect(current.steps.dataUploadChoice).toEqual({
        dataUploadChoice: 1,
        residenceCountry: "IE",
      });

      expect((await post("personal-data-confirm", irishPersonalData)).status).toBe(200);
      current = await state();
      expect(current.route).toBe("desktopSms");
      // The server vouches for uploadAction and the data check: no document scan, so 0, and no
      // document to compare the answers with.
      expect(current.steps.personalDataConfirm).toEqual({
        ...irishPersonalData,
        language: "en",
        uploadAction: 0,
        documentDataCheck: "NotNeeded",
      });
      expect(Object.keys(current.steps).sort()).toEqual(
        ["dataUploadChoice", "desktopDocumentChoice", "newAccount", "personalDataConfirm"].sort(),
      );
    });
  });
});
