/**
 * Dates are judged one problem at a time, each with its own message: a day the month does not
 * have, a client under 18, a year more than 120 years back; an expiry date in the past or more
 * than 50 years ahead. Asked as the blur check asks, on each database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  message,
  registeredInStore,
  savedSteps,
  startServer,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("date messages on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  let token = "";
  beforeAll(async () => {
    server = await startServer(testDatabase);
    token = (await registeredInStore(server, "dates")).token;
    await savedSteps(server, token, { dataUploadChoice: { dataUploadChoice: 1 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const year = new Date().getUTCFullYear();

  async function errorsOf(language: "EN" | "PL", field: string, value: string) {
    const answer = await server.post("validate", {
      languageCode: language,
      token,
      step: "personalDataConfirm",
      fields: [field],
      data: { citizenship: "IE", [field]: value },
    });
    expect(answer.status).toBe(200);
    return answer.body.errors?.[field] ?? [];
  }

  it.each([
    ["1988-02-31", "calendar-date"],
    [`${year - 10}-05-01`, "adult-date-of-birth"],
    [`${year - 121}-05-01`, "living-date-of-birth"],
  ])("date of birth %s: only the %s message", async (value, rule) => {
    for (const language of ["EN", "PL"] as const)
      expect(await errorsOf(language, "dateOfBirth", value)).toEqual([
        message(
          language.toLowerCase(),
          `personalDataConfirm:fields.dateOfBirth.errors.format.${rule}`,
        ),
      ]);
  });

  it("accepts a date of birth that exists, 18 to 120 years back", async () => {
    expect(await errorsOf("EN", "dateOfBirth", "1988-02-14")).toEqual([]);
  });

  it.each([
    [`${year + 1}-02-30`, "calendar-date"],
    [`${year - 1}-05-01`, "future-date"],
    [`${year + 51}-05-01`, "within-fifty-years"],
  ])("expiry date %s: only the %s message", async (value, rule) => {
    expect(await errorsOf("EN", "documentExpirationDate", value)).toEqual([
      message("en", `personalDataConfirm:fields.documentExpirationDate.errors.format.${rule}`),
    ]);
  });
});
