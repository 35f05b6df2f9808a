/**
 * A journey whose definition asks for a health certificate after the document: the QR code on the
 * photo must be an EU Digital COVID Certificate signed by a key compliance configured, not expired,
 * of the passport's holder (JAN PIOTR KOWALSKI, born 1979-12-03). Certificates are signed for the
 * test with a key made for the run; the server is given that key, or none.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderHealthPass } from "../../scripts/fixtures/health-passes/render-health-pass.ts";
import {
  healthCertificateCode,
  testSigningKey,
  type CertificateHolder,
} from "../../scripts/fixtures/health-passes/sign-health-certificate.ts";
import { definitionFile, WITH_HEALTH_PASS } from "../fixtures/journey-definitions.ts";
import { journeyResultOf, scanSessionAt, uploadCapture } from "./journey-session.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { startServer, type TestServer } from "./test-server.ts";

const PASSPORT = fs.readFileSync(
  path.resolve("tests/fixtures/documents/passport-soft-focus-passed.jpg"),
);
const definition = definitionFile(WITH_HEALTH_PASS);
const signer = testSigningKey("health-pass test signer");
/** Another key under the same key id: a forged certificate. */
const forger = testSigningKey("health-pass test signer");
const keysFolder = fs.mkdtempSync(path.join(os.tmpdir(), "health-pass-keys-"));
const keysFile = path.join(keysFolder, "keys.json");
fs.writeFileSync(keysFile, JSON.stringify({ signingKeys: [signer.entry] }));

const HOLDER: CertificateHolder = {
  familyName: "Kowalski",
  givenName: "Jan Piotr",
  dateOfBirth: "1979-12-03",
};
const DAY = 86_400_000;

async function certificatePhoto(
  holder: CertificateHolder,
  key = signer,
  expiresAt = new Date(Date.now() + 300 * DAY),
): Promise<Buffer> {
  const code = healthCertificateCode(holder, key, {
    issuedAt: new Date(Date.now() - 30 * DAY),
    expiresAt,
  });
  return renderHealthPass(
    { code, name: `${holder.familyName} ${holder.givenName}`, dateOfBirth: holder.dateOfBirth },
    "photo",
  );
}

afterAll(() => {
  definition.remove();
  fs.rmSync(keysFolder, { recursive: true, force: true });
});

describe.each(storageTargets)("a journey with a health certificate on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, {
      env: { JOURNEY_DEFINITION: definition.file, HEALTH_PASS_SIGNING_KEYS: keysFile },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const upload = (gbgToken: string, bytes: Buffer) =>
    uploadCapture(server, gbgToken, bytes, "certificate.jpg");

  it("passes the holder's certificate signed by a configured key and cross-checks it", async () => {
    const { gbgToken, journeyId } = await scanSessionAt(server, "health");
    expect(await upload(gbgToken, PASSPORT)).toMatchObject({
      body: { highLevelResult: "Passed", action: "COVID" },
    });
    expect(await upload(gbgToken, await certificatePhoto(HOLDER))).toMatchObject({
      status: 200,
      body: { highLevelResult: "Passed", reasons: [], state: "ended", journeyResult: "Passed" },
    });
    const result = await journeyResultOf(server, gbgToken, journeyId);
    expect((result.ProcessedDocuments as Record<string, unknown>[])[1]).toMatchObject({
      HighLevelResult: "Passed",
      DocumentType: "CovidPass",
      IssuingCountryCode: "PL",
    });
    expect(result.CheckDetails).toMatchObject({ CovidPassCrossCheck: "Passed" });
    expect(result.ExtractedFields).toContainEqual({
      Name: "CovidPassCrossCheckResult",
      Value: "Passed",
    });
    const captures = await server.services.journeys.records.captures(journeyId);
    expect(captures[1]?.checks).toMatchObject({
      healthPassCode: "Passed",
      healthPassSignature: "Passed",
      healthPassValidity: "Passed",
      healthPassHolder: "Passed",
    });
  }, 60_000);

  it("refuses a forged signature, another person's certificate, an expired one and a page with no code", async () => {
    const { gbgToken, journeyId } = await scanSessionAt(server, "health-refused");
    await upload(gbgToken, PASSPORT);
    expect(await upload(gbgToken, await certificatePhoto(HOLDER, forger))).toMatchObject({
      body: { highLevelResult: "Refer", reasons: ["healthPassSignature"], attemptsRemaining: 2 },
    });
    const other = { familyName: "Nowak", givenName: "Piotr", dateOfBirth: "1985-02-01" };
    expect(await upload(gbgToken, await certificatePhoto(other))).toMatchObject({
      body: {
        reasons: ["healthPassHolderName", "healthPassBirthDate"],
        attemptsRemaining: 1,
      },
    });
    const expired = await certificatePhoto(HOLDER, signer, new Date(Date.now() - DAY));
    expect(await upload(gbgToken, expired)).toMatchObject({
      body: { reasons: ["healthPassExpired"], state: "ended", journeyResult: "Refer" },
    });
    const result = await journeyResultOf(server, gbgToken, journeyId);
    expect(result.CheckDetails).toMatchObject({ CovidPassCrossCheck: "Passed" });
    expect(result.ExtractedFields).toContainEqual({
      Name: "CovidPassCrossCheckResult",
      Value: "Passed",
    });

    const next = await scanSessionAt(server, "health-no-code");
    await upload(next.gbgToken, PASSPORT);
    expect(await upload(next.gbgToken, PASSPORT)).toMatchObject({
      body: { highLevelResult: "Refer", reasons: ["healthPassNoCode"], attemptsRemaining: 2 },
    });
  }, 90_000);
});

describe("a journey with a health certificate and no signing keys configured", () => {
  const testDatabase = useTestDatabase("sqlite");
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: { JOURNEY_DEFINITION: definition.file } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it("passes the holder's certificate with its signature undetermined", async () => {
    const { gbgToken, journeyId } = await scanSessionAt(server, "health-no-keys");
    await uploadCapture(server, gbgToken, PASSPORT, "passport.jpg");
    expect(
      await uploadCapture(server, gbgToken, await certificatePhoto(HOLDER, forger), "c.jpg"),
    ).toMatchObject({ body: { highLevelResult: "Passed", journeyResult: "Passed" } });
    const captures = await server.services.journeys.records.captures(journeyId);
    expect(captures[1]?.checks).toMatchObject({ healthPassSignature: "Undetermined" });
    expect(captures[1]?.findings?.healthPass).toMatchObject({ signature: "noKeys" });
  }, 60_000);
});
