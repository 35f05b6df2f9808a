/**
 * A journey whose definition asks for the user-input form, then the document and a proof of
 * address: the scan session says the form is asked for; answers out of the spec's bounds are
 * refused with its messages, as any step's are, and the form's answers are kept with the journey;
 * a reload's scan session says they were given. The proof of address is then checked at once
 * against the address the form gave: a page at that address passes, a page at another fails.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressProofPage } from "../../scripts/fixtures/address-proofs/address-proof-svg.ts";
import { renderAddressProof } from "../../scripts/fixtures/address-proofs/render-address-proof.ts";
import { definitionFile, WITH_ADDRESS_PROOF } from "../fixtures/journey-definitions.ts";
import { scanSessionAt, uploadCapture } from "./journey-session.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { startServer, type TestServer } from "./test-server.ts";

const PASSPORT = fs.readFileSync(
  path.resolve("tests/fixtures/documents/passport-soft-focus-passed.jpg"),
);
const definition = definitionFile({ ...WITH_ADDRESS_PROOF, userInput: true });

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const statement = (addressLines: [string, string]): AddressProofPage => ({
  kind: "bankStatement",
  holder: { name: "JAN KOWALSKI", addressLines },
  issued: daysAgo(12),
});

const ANSWERS = {
  firstName: "Jan",
  lastName: "Kowalski",
  dateOfBirth: "1979-12-03",
  houseNameNumber: "12",
  streetName: "Długa",
  town: "Warszawa",
  postalCode: "00-238",
};

afterAll(() => definition.remove());

describe.each(storageTargets)("a journey with the user-input form on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: { JOURNEY_DEFINITION: definition.file } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const send = (token: string, journeyId: string, answers: Record<string, unknown>) =>
    server.post("identity-user-input", { languageCode: "EN", token, journeyId, ...answers });

  it("asks for the form, refuses answers out of bounds with the spec's messages, and keeps the answers", async () => {
    const { token, journeyId } = await scanSessionAt(server, "user-input");
    const session = await server.post("get-idscan-token", { languageCode: "EN", token });
    expect(session.body).toMatchObject({
      journeyDefinition: { userInput: true },
      journey: { userInputGiven: false },
    });

    const refused = await send(token, journeyId, {
      ...ANSWERS,
      postalCode: "00 238",
      town: undefined,
      streetName: "A street name far longer than thirty letters",
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      postalCode: ["Postal code format is not valid minLength:5 / maxLength:8"],
      town: ["Please fill in all required fields"],
      streetName: ["Street name format is not valid minLength:1 / maxLength:30"],
    });
    expect((await server.services.journeys.records.find(journeyId))?.userInput).toBeNull();

    // The house and the town past their bounds.
    const tooLong = await send(token, journeyId, {
      ...ANSWERS,
      houseNameNumber: "House twenty-one a b c",
      town: "Town of twenty-one ab",
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({
      houseNameNumber: ["House name or number format is not valid minLength:1 / maxLength:20"],
      town: ["Town format is not valid minLength:1 / maxLength:20"],
    });

    expect((await send(token, journeyId, ANSWERS)).body.status).toBe("success");
    expect((await server.services.journeys.records.find(journeyId))?.userInput).toEqual(ANSWERS);
    const reloaded = await server.post("get-idscan-token", { languageCode: "EN", token });
    expect(reloaded.body).toMatchObject({ journeyId, journey: { userInputGiven: true } });
  }, 60_000);

  it("refuses answers for another application's journey and for a journey that ended", async () => {
    const mine = await scanSessionAt(server, "user-input-mine");
    const theirs = await scanSessionAt(server, "user-input-theirs");
    expect((await send(mine.token, theirs.journeyId, ANSWERS)).status).toBe(404);
    await server.post("notify-journey", {
      languageCode: "EN",
      token: mine.token,
      journeyId: mine.journeyId,
      journeyStatus: "cancel",
    });
    const ended = await send(mine.token, mine.journeyId, ANSWERS);
    expect(ended.status).toBe(404);
    expect(ended.body.globalError).toBe("Cannot send requests. The journey has ended");
  }, 60_000);

  it("checks the proof of address against the form's address at once", async () => {
    const { token, gbgToken, journeyId } = await scanSessionAt(server, "user-input-proof");
    await send(token, journeyId, ANSWERS);
    await uploadCapture(server, gbgToken, PASSPORT, "passport.jpg");
    const elsewhere = await renderAddressProof(
      statement(["ul. Krótka 3", "31-100 Kraków"]),
      "scan",
    );
    expect(await uploadCapture(server, gbgToken, elsewhere, "page.jpg")).toMatchObject({
      body: { highLevelResult: "Refer", reasons: ["proofAddress"], attemptsRemaining: 2 },
    });
    const home = await renderAddressProof(statement(["ul. Długa 12/4", "00-238 Warszawa"]), "scan");
    expect(await uploadCapture(server, gbgToken, home, "page.jpg")).toMatchObject({
      body: { highLevelResult: "Passed", journeyResult: "Passed" },
    });
    const captures = await server.services.journeys.records.captures(journeyId);
    expect(captures.at(-1)?.checks).toMatchObject({ proofAddress: "Passed" });
  }, 90_000);
});
