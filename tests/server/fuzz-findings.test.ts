/** Inputs `npm run fuzz` found answered 500, and the 4xx they get now. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  message,
  registerThroughApi,
  startServer,
  type Registered,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("inputs the fuzzer found, on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  let registered: Registered;

  beforeAll(async () => {
    server = await startServer(testDatabase);
    registered = await registerThroughApi(server, "fuzzed");
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(["toString", "constructor", "hasOwnProperty", "valueOf"])(
    "a step with an unknown field named %s (a member every object has) → 422 naming it",
    async (field) => {
      const answer = await server.post("data-upload-choice", {
        languageCode: "EN",
        token: registered.token,
        dataUploadChoice: 1,
        [field]: 1,
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: "error",
        errors: { [field]: [message("en", "errors:unevaluatedProperties")] },
      });
    },
  );
});
