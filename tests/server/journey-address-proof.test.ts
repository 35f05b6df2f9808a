/**
 * A journey whose definition asks for a proof of address after the document: the page must
 * name the passport's holder and be issued within the step's three months, which the upload
 * decides; the address on it is checked when the address step is sent. Pages are drawn for the
 * test, dated from today. The holder's recent statement passes; another person's, an old one and
 * a blank sheet are refused, each costing an attempt; an address answered that the page does not
 * show fails the proof-of-address policy.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressProofPage } from "../../scripts/fixtures/address-proofs/address-proof-svg.ts";
import { renderAddressProof } from "../../scripts/fixtures/address-proofs/render-address-proof.ts";
import { definitionFile, WITH_ADDRESS_PROOF } from "../fixtures/journey-definitions.ts";
import { journeyResultOf, scanSessionAt, uploadCapture } from "./journey-session.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { savedSteps, startServer, type TestServer } from "./test-server.ts";

const FIXTURES = path.resolve("tests/fixtures");
/** A passport of JAN PIOTR KOWALSKI that the document checks pass. */
const PASSPORT = fs.readFileSync(path.join(FIXTURES, "documents/passport-soft-focus-passed.jpg"));
const definition = definitionFile(WITH_ADDRESS_PROOF);

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const statement = (issued: string, name = "JAN KOWALSKI"): AddressProofPage => ({
  kind: "bankStatement",
  holder: { name, addressLines: ["ul. Długa 12/4", "00-238 Warszawa"] },
  issued,
});

const ADDRESS = {
  country: "PL",
  postalCode: "00-238",
  city: "Warszawa",
  street: "Długa",
  buildingNumber: "12",
  apartmentNumber: "4",
  birthPlaceCountry: "PL",
  birthPlaceCity: "Kraków",
  correspondenceChoice: 1,
};

afterAll(() => definition.remove());

describe.each(storageTargets)("a journey with a proof of address on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: { JOURNEY_DEFINITION: definition.file } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const upload = (gbgToken: string, bytes: Buffer) =>
    uploadCapture(server, gbgToken, bytes, "page.jpg");

  it("passes the holder's recent statement, then checks the address the client answers against it", async () => {
    const { token, gbgToken, journeyId } = await scanSessionAt(server, "proof");
    expect(await upload(gbgToken, PASSPORT)).toMatchObject({
      body: { highLevelResult: "Passed", state: "inProgress", action: "ADDRESS" },
    });
    const page = await renderAddressProof(statement(daysAgo(12)), "photo");
    expect(await upload(gbgToken, page)).toMatchObject({
      status: 200,
      body: { highLevelResult: "Passed", reasons: [], state: "ended", journeyResult: "Passed" },
    });
    const result = await journeyResultOf(server, gbgToken, journeyId);
    const photos = result.ProcessedDocuments as Record<string, unknown>[];
    expect(photos[1]).toMatchObject({ HighLevelResult: "Passed", DocumentType: "BankStatement" });
    expect(result.CheckDetails).toMatchObject({ ProofPolicy: "SuccessNeeded" });
    // The document's names fill personal data, not the statement's.
    const fields = result.ExtractedFields as { Name: string; Value: string }[];
    expect(fields.find((field) => field.Name === "LastName")?.Value).toBe("KOWALSKI");

    await savedSteps(server, token, {
      personalDataConfirm: { firstName: "Jan", lastName: "Kowalski", citizenship: "PL" },
      desktopSms: { phoneNumber: "48601234567" },
    });
    const answered = await server.post("address-details", {
      languageCode: "EN",
      token,
      ...ADDRESS,
    });
    expect(answered.body.status).toBe("success");
    expect((await journeyResultOf(server, gbgToken, journeyId)).CheckDetails).toMatchObject({
      ProofPolicy: "Passed",
    });

    // An address the page does not show: the answer stands, the policy fails with what is missing.
    const elsewhere = {
      ...ADDRESS,
      street: "Krótka",
      buildingNumber: "3",
      postalCode: "31-100",
      city: "Kraków",
    };
    const changed = await server.post("address-details", {
      languageCode: "EN",
      token,
      ...elsewhere,
    });
    expect(changed.body.status).toBe("success");
    expect((await journeyResultOf(server, gbgToken, journeyId)).CheckDetails).toMatchObject({
      ProofPolicy: "Failed",
    });
    const journey = await server.services.journeys.records.find(journeyId);
    expect(journey?.addressCheck).toMatchObject({
      result: "Failed",
      missing: ["street", "buildingNumber", "postalCode", "city"],
    });
  }, 60_000);

  it("refuses another person's statement, an old one and a blank sheet, each costing an attempt", async () => {
    const { gbgToken, journeyId } = await scanSessionAt(server, "proof-refused");
    await upload(gbgToken, PASSPORT);
    expect(
      await upload(
        gbgToken,
        await renderAddressProof(statement(daysAgo(12), "PIOTR NOWAK"), "scan"),
      ),
    ).toMatchObject({
      body: {
        highLevelResult: "Refer",
        reasons: ["proofHolderName"],
        state: "inProgress",
        action: "ADDRESS",
        attemptsRemaining: 2,
      },
    });
    expect(
      await upload(gbgToken, await renderAddressProof(statement(daysAgo(200)), "scan")),
    ).toMatchObject({
      body: { highLevelResult: "Refer", reasons: ["proofIssueDateTooOld"], attemptsRemaining: 1 },
    });
    const blank = fs.readFileSync(path.join(FIXTURES, "documents/blank-paper.jpg"));
    expect(await upload(gbgToken, blank)).toMatchObject({
      body: {
        highLevelResult: "Refer",
        reasons: ["proofUnreadable"],
        state: "ended",
        journeyResult: "Refer",
      },
    });
    const result = await journeyResultOf(server, gbgToken, journeyId);
    expect(result.CheckDetails).toMatchObject({ ProofPolicy: "Failed" });
    const photos = result.ProcessedDocuments as Record<string, unknown>[];
    expect(photos.map((photo) => photo.HighLevelResult)).toEqual([
      "Passed",
      "Refer",
      "Refer",
      "Refer",
    ]);
  }, 60_000);
});
