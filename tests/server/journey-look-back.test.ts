/**
 * The look-back check: a passed journey's document is looked for on the other applications'
 * scans (its issuing state and number, hashed). The first application to pass with a passport
 * passes the check; another application passing with the same passport fails it; a journey of
 * the same application reading its own passport again passes.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_ONLY } from "../fixtures/journey-definitions.ts";
import { journeyResultOf, scanSessionAt, uploadCapture } from "./journey-session.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { startServer, type TestServer } from "./test-server.ts";

const passport = (file: string) => fs.readFileSync(path.resolve("tests/fixtures/documents", file));

describe.each(storageTargets)("the look-back check on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: DOCUMENT_ONLY });
  }, 60_000);
  afterAll(() => server?.close());

  async function passedJourney(label: string, file: string) {
    const { token, gbgToken, journeyId } = await scanSessionAt(server, label);
    expect(await uploadCapture(server, gbgToken, passport(file))).toMatchObject({
      body: { highLevelResult: "Passed", journeyResult: "Passed" },
    });
    const result = await journeyResultOf(server, gbgToken, journeyId);
    return { token, details: result.CheckDetails as Record<string, string> };
  }

  it("passes the first application to read a passport, and fails another reading it again", async () => {
    const first = await passedJourney("look-back-first", "passport-cropped-passed.jpg");
    expect(first.details).toMatchObject({ LookBackCheck: "Passed" });
    const other = await passedJourney("look-back-other", "passport-soft-focus-passed.jpg");
    expect(other.details).toMatchObject({ LookBackCheck: "Failed" });
  }, 60_000);

  it("passes a passport no other application read", async () => {
    const only = await passedJourney("look-back-only", "passport-passed.jpg");
    expect(only.details).toMatchObject({ LookBackCheck: "Passed" });
  }, 60_000);
});
