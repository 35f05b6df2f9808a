/**
 * Answers an instance keeps between an application's steps (PostgreSQL): two instances on one
 * database take turns with one application, and neither's kept answers ever hide the other's
 * saves or a document scan: a step is checked again against fresh answers whenever its save
 * finds them changed or the kept ones would refuse it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_LATER } from "../../scripts/fuzz-server/valid-answers.ts";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { registeredInStore, startServer, type TestServer } from "./test-server.ts";

/** Personal data as the walks send it, without the first name each save here changes. */
const { firstName: _walkName, ...PERSONAL_DATA } = UPLOAD_LATER.find(
  (step) => step.route === "personalDataConfirm",
)!.data!;

describe.runIf(storageTargets.includes("postgres"))("kept answers on postgres", () => {
  const testDatabase = useTestDatabase("postgres");
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    one = await startServer(testDatabase);
    two = await startServer(testDatabase);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  async function personalDataRows(applicationId: string) {
    const rows = await one.database.db
      .selectFrom("step_submissions")
      .select(["revision", "data"])
      .where("application_id", "=", applicationId)
      .where("step", "=", "personalDataConfirm")
      .orderBy("revision")
      .execute();
    return rows.map((row) => {
      const data = JSON.parse(row.data) as { firstName: string; uploadAction: number };
      return {
        revision: row.revision,
        firstName: data.firstName,
        documented: data.uploadAction,
      };
    });
  }

  it("sees the other instance's saves and a document scan recorded meanwhile", async () => {
    const { token } = await registeredInStore(one, "kept");
    const applicationId = (await one.services.store.findSessionApplication(
      hashSessionToken(token),
    ))!;
    const personalData = (firstName: string) =>
      ({ languageCode: "EN", token, firstName, ...PERSONAL_DATA }) as const;

    // Too early: personal data needs the upload choice. One now keeps answers without it.
    expect((await one.post("personal-data-confirm", personalData("Anna"))).status).toBe(409);
    // The choice is made on the other instance...
    const choice = await two.post("data-upload-choice", {
      languageCode: "EN",
      token,
      dataUploadChoice: 1,
    });
    expect(choice.status).toBe(200);
    // ...and one, whose kept answers would refuse the step, checks again with fresh ones.
    const first = await one.post("personal-data-confirm", personalData("Anna"));
    expect(first.status).toBe(200);
    expect(first.body.next).toBe("desktopSms");

    // The other instance changes the personal data; one's kept answers are now behind: its save
    // is refused by the database, checked again and stored after the other's.
    expect((await two.post("personal-data-confirm", personalData("Beata"))).status).toBe(200);
    expect((await one.post("personal-data-confirm", personalData("Celina"))).status).toBe(200);

    // A document scan recorded elsewhere shows in the next save's context.
    await two.services.store.recordDocumentScan(applicationId, {
      journeyId: null,
      highLevelResult: "Passed",
      values: {},
    });
    expect((await one.post("personal-data-confirm", personalData("Dorota"))).status).toBe(200);

    expect(await personalDataRows(applicationId)).toEqual([
      { revision: 1, firstName: "Anna", documented: 0 },
      { revision: 2, firstName: "Beata", documented: 0 },
      { revision: 3, firstName: "Celina", documented: 0 },
      { revision: 4, firstName: "Dorota", documented: 1 },
    ]);
  });

  it("answers a repeat of the latest answer without storing it, from kept answers", async () => {
    const { token } = await registeredInStore(one, "repeat");
    await one.post("data-upload-choice", { languageCode: "EN", token, dataUploadChoice: 1 });
    const payload = { languageCode: "EN", token, firstName: "Ewa", ...PERSONAL_DATA };
    expect((await one.post("personal-data-confirm", payload)).status).toBe(200);
    expect((await one.post("personal-data-confirm", payload)).status).toBe(200);
    const applicationId = (await one.services.store.findSessionApplication(
      hashSessionToken(token),
    ))!;
    expect((await personalDataRows(applicationId)).map((row) => row.revision)).toEqual([1]);
  });
});
