/**
 * The tax-residence step over HTTP on each database: the first country, the second and third
 * blocks, the Polish tax office, TIN or the reason for none, and the client's tax status, which
 * the server sets from the residence and the citizenship.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { registeredInStore, savedSteps, startServer, type TestServer } from "./test-server.ts";

describe.each(storageTargets)("tax residence on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A session at the tax step; the registration's residence is IE. */
  async function atTax(citizenship: string): Promise<string> {
    const { token } = await registeredInStore(server, "tax");
    await savedSteps(server, token, {
      dataUploadChoice: { dataUploadChoice: 1 },
      personalDataConfirm: { citizenship },
      desktopSms: { phoneNumber: "15123456789" },
      addressDetails: { country: "IE" },
    });
    return token;
  }

  const post = (token: string, data: Record<string, unknown>) =>
    server.post("tax-office-details", { languageCode: "EN", token, ...data });

  async function savedTax(token: string) {
    const answer = await server.post("get-token", { languageCode: "EN", token });
    return answer.body.state?.steps.taxOfficeDetails;
  }

  it("saves one country with a TIN and the tax status the server worked out, then the currency", async () => {
    const token = await atTax("DE");
    const answer = await post(token, { firstTaxCountry: "DE", firstTinNumber: "12345678901" });
    expect(answer.status).toBe(200);
    expect(answer.body.next).toBe("currencyChoice");
    expect(await savedTax(token)).toEqual({
      taxResidenceFlag: 1,
      firstTaxCountry: "DE",
      firstTinNumber: "12345678901",
    });
  });

  it("ignores a tax status sent by the browser", async () => {
    const token = await atTax("PL");
    const answer = await post(token, {
      taxResidenceFlag: 1,
      firstTaxCountry: "PL",
      firstPolandTaxOfficeId: "1436",
    });
    expect(answer.status).toBe(200);
    expect((await savedTax(token))?.taxResidenceFlag).toBe(3);
  });

  it("asks for digits where the country's TIN is numeric, and a tax office for Poland", async () => {
    const token = await atTax("DE");
    const letters = await post(token, { firstTaxCountry: "DE", firstTinNumber: "AB123" });
    expect(letters.status).toBe(422);
    expect(Object.keys(letters.body.errors ?? {})).toEqual(["firstTinNumber"]);
    const irish = await post(token, { firstTaxCountry: "IE", firstTinNumber: "1234567T" });
    expect(irish.status).toBe(200);

    const noOffice = await post(token, { firstTaxCountry: "PL" });
    expect(Object.keys(noOffice.body.errors ?? {})).toEqual(["firstPolandTaxOfficeId"]);
    const unknownOffice = await post(token, {
      firstTaxCountry: "PL",
      firstPolandTaxOfficeId: "9999",
    });
    expect(Object.keys(unknownOffice.body.errors ?? {})).toEqual(["firstPolandTaxOfficeId"]);
    const tinForPoland = await post(token, {
      firstTaxCountry: "PL",
      firstPolandTaxOfficeId: "1436",
      firstTinNumber: "123",
    });
    expect(tinForPoland.status).toBe(422);
  });

  it("names the error addSecondTaxCountry when the second block is open but has no country", async () => {
    const token = await atTax("DE");
    const answer = await post(token, {
      firstTaxCountry: "DE",
      firstTinNumber: "12345678901",
      addSecondTaxCountry: true,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(["addSecondTaxCountry"]);
  });

  it("asks why a country has no TIN, and the text of another reason", async () => {
    const token = await atTax("DE");
    const base = {
      firstTaxCountry: "DE",
      firstTinNumber: "12345678901",
      addSecondTaxCountry: true,
      secondTaxCountry: "FR",
      secondNoTinNumber: true,
    };
    const noReason = await post(token, base);
    expect(Object.keys(noReason.body.errors ?? {})).toEqual(["secondNoTinNumberReason"]);
    const other = await post(token, { ...base, secondNoTinNumberReason: 3 });
    expect(Object.keys(other.body.errors ?? {})).toEqual(["secondNoTinNumberOtherReason"]);
    const blank = await post(token, {
      ...base,
      secondNoTinNumberReason: 3,
      secondNoTinNumberOtherReason: "   ",
    });
    expect(Object.keys(blank.body.errors ?? {})).toEqual(["secondNoTinNumberOtherReason"]);
    const saved = await post(token, {
      ...base,
      secondNoTinNumberReason: 3,
      secondNoTinNumberOtherReason: "I moved there last month",
    });
    expect(saved.status).toBe(200);
    expect(await savedTax(token)).toMatchObject({
      secondTaxCountry: "FR",
      secondNoTinNumberReason: 3,
    });
  });

  it("refuses a third country without the second, and a second one's data once it is closed", async () => {
    const token = await atTax("DE");
    const first = { firstTaxCountry: "DE", firstTinNumber: "12345678901" };
    const third = await post(token, { ...first, addThirdTaxCountry: true, thirdTaxCountry: "AT" });
    expect(third.status).toBe(422);
    const closed = await post(token, { ...first, secondTaxCountry: "FR", secondTinNumber: "12" });
    expect(closed.status).toBe(422);
    const all = await post(token, {
      ...first,
      addSecondTaxCountry: true,
      secondTaxCountry: "FR",
      secondTinNumber: "1234567890123",
      addThirdTaxCountry: true,
      thirdTaxCountry: "PL",
      thirdPolandTaxOfficeId: "0202",
    });
    expect(all.status).toBe(200);
  });

  it("refuses a country given twice, on the later block, in the client's language", async () => {
    const token = await atTax("DE");
    const first = { firstTaxCountry: "DE", firstTinNumber: "12345678901" };
    const second = await post(token, {
      ...first,
      addSecondTaxCountry: true,
      secondTaxCountry: "DE",
      secondTinNumber: "12345678901",
    });
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual({
      secondTaxCountry: ["You have already given this country"],
    });
    const thirdAsSecond = await post(token, {
      ...first,
      addSecondTaxCountry: true,
      secondTaxCountry: "FR",
      secondTinNumber: "1234567890123",
      addThirdTaxCountry: true,
      thirdTaxCountry: "FR",
      thirdTinNumber: "1234567890123",
    });
    expect(thirdAsSecond.status).toBe(422);
    expect(Object.keys(thirdAsSecond.body.errors ?? {})).toEqual(["thirdTaxCountry"]);
    const inPolish = await server.post("tax-office-details", {
      languageCode: "PL",
      token,
      ...first,
      addSecondTaxCountry: true,
      secondTaxCountry: "DE",
      secondTinNumber: "12345678901",
    });
    expect(inPolish.body.errors).toEqual({ secondTaxCountry: ["Ten kraj został już podany"] });
    expect(await savedTax(token)).toBeUndefined();
  });
});
