/**
 * The address step over HTTP on each database: its rules, the postal code look-up and the
 * address search from the bundled sample of the official list, and the importer on a fixture.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLED_SAMPLE, importPostalList } from "../../src/server/addresses/load-postal-list.ts";
import { PostalAddressStore } from "../../src/server/addresses/postal-address-store.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  makeTempDir,
  registeredInStore,
  savedSteps,
  startServer,
  type TestServer,
} from "./test-server.ts";

const GERMAN_ADDRESS = {
  country: "DE",
  postalCode: "10115",
  city: "Berlin",
  street: "Invalidenstraße",
  buildingNumber: "117",
  birthPlaceCountry: "DE",
  birthPlaceCity: "Hamburg",
  correspondenceChoice: 1,
};

describe.each(storageTargets)("address details on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer(testDatabase);
    ({ token } = await registeredInStore(server, "address"));
    await savedSteps(server, token, {
      dataUploadChoice: { dataUploadChoice: 1 },
      personalDataConfirm: { citizenship: "DE" },
      desktopSms: { phoneNumber: "15123456789" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (data: Record<string, unknown>) =>
    server.post("address-details", { languageCode: "EN", token, ...data });
  const errorFields = (answer: { body: { errors?: Record<string, string[]> } }) =>
    Object.keys(answer.body.errors ?? {}).sort();

  it("saves a foreign address and goes on to the tax residence", async () => {
    const answer = await post(GERMAN_ADDRESS);
    expect(answer.status).toBe(200);
    expect(answer.body.next).toBe("taxOfficeDetails");
  });

  it("takes a Polish postal code only as 00-000", async () => {
    const polish = { ...GERMAN_ADDRESS, country: "PL", city: "Warszawa", street: "Bednarska" };
    expect(errorFields(await post({ ...polish, postalCode: "00321" }))).toEqual(["postalCode"]);
    expect((await post({ ...polish, postalCode: "00-321" })).status).toBe(200);
  });

  it("refuses a prohibited country of birth", async () => {
    const prohibited = JSON.parse(
      fs.readFileSync(path.resolve("schemas/dictionaries/prohibitedCountries.json"), "utf8"),
    ) as string[];
    const answer = await post({ ...GERMAN_ADDRESS, birthPlaceCountry: prohibited[0] });
    expect(errorFields(answer)).toEqual(["birthPlaceCountry"]);
  });

  it("asks for the whole address for letters when it differs, and refuses its parts otherwise", async () => {
    const missing = await post({ ...GERMAN_ADDRESS, contactAddress: true, contactCountry: "PL" });
    expect(errorFields(missing)).toEqual([
      "contactBuildingNumber",
      "contactCity",
      "contactPostalCode",
      "contactStreet",
    ]);
    const full = await post({
      ...GERMAN_ADDRESS,
      contactAddress: true,
      contactCountry: "PL",
      contactPostalCode: "80-828",
      contactCity: "Gdańsk",
      contactStreet: "Długi Targ",
      contactBuildingNumber: "1",
    });
    expect(full.status).toBe(200);
    const stray = await post({ ...GERMAN_ADDRESS, contactCity: "Gdańsk" });
    expect(errorFields(stray)).toEqual(["contactCity"]);
  });

  it("answers the cities and streets of a postal code from the bundled sample", async () => {
    const answer = await server.post("get-postal-code-addresses", {
      languageCode: "EN",
      token,
      postalCode: "80-828",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.postalCodeAddresses).toEqual({ Gdańsk: ["Długi Targ"] });
    const unknown = await server.post("get-postal-code-addresses", {
      languageCode: "EN",
      token,
      postalCode: "99-999",
    });
    expect(unknown.body.postalCodeAddresses).toEqual({});
    const malformed = await server.post("get-postal-code-addresses", {
      languageCode: "EN",
      token,
      postalCode: "80828",
    });
    expect(malformed.status).toBe(422);
    const noSession = await server.post("get-postal-code-addresses", {
      languageCode: "EN",
      postalCode: "80-828",
    });
    expect(noSession.body.next).toBe("restart");
  });

  it("finds addresses by street and town", async () => {
    const answer = await server.post("search-address", {
      languageCode: "EN",
      token,
      query: "długi targ",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.addresses).toContainEqual({
      postalCode: "80-828",
      city: "Gdańsk",
      street: "Długi Targ",
    });
    const short = await server.post("search-address", { languageCode: "EN", token, query: "dł" });
    expect(short.body.addresses).toEqual([]);
    const wildcard = await server.post("search-address", {
      languageCode: "EN",
      token,
      query: "%%%",
    });
    expect(wildcard.body.addresses).toEqual([]);
  });

  it("imports a list file in the published shape, replacing the list", async () => {
    const store = new PostalAddressStore(server.database.db);
    const file = path.join(makeTempDir("postal-"), "spis.csv");
    fs.writeFileSync(
      file,
      [
        "PNA;Miejscowość;Ulica;Numery;Gmina;Powiat;Województwo",
        "30-149;Kraków (Kraków-Krowodrza);Balicka;1-201(n), 2-148(p);Kraków;Kraków;małopolskie",
        "30-149;Kraków (Kraków-Krowodrza);Bronowicka;;Kraków;Kraków;małopolskie",
        "bad;row",
      ].join("\n"),
    );
    try {
      const { rows, skipped } = await importPostalList(store, file);
      expect(rows).toHaveLength(2);
      expect(skipped).toEqual([{ line: 4, reason: 'postal code "bad"' }]);
      expect(await store.count()).toBe(2);
      expect(await store.addressesFor("30-149")).toEqual({ Kraków: ["Balicka", "Bronowicka"] });
      expect(await store.addressesFor("80-828")).toEqual({});
    } finally {
      // The other tests search the bundled sample, in whichever order they run.
      await importPostalList(store, BUNDLED_SAMPLE);
    }
  });
});
