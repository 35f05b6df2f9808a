/** Error answers stay a few KB whatever the request: nothing a client sends is echoed back in bulk. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { englishRegistration, message, startServer, type TestServer } from "./test-server.ts";

/** Bigger than any answer of a real form, small beside the 60 KB the requests carry. */
const MAX_ANSWER_BYTES = 4096;
const BODY_BYTES = 60 * 1024;

/** `count` made-up field names, filling about `bytes`. */
function manyFields(bytes: number, nameLength = 16): Record<string, number> {
  const count = Math.floor(bytes / (nameLength + 4));
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`f${String(i).padStart(nameLength - 1, "0")}`, 1]),
  );
}

describe.each(storageTargets)("answer size on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer(testDatabase);
    token = await server.newToken("EN");
  });
  afterAll(async () => {
    await server?.close();
  });

  const cases: [string, string, () => Record<string, unknown>][] = [
    [
      "new-account",
      "thousands of unknown fields",
      () => ({ ...englishRegistration("a@example.com", "x"), ...manyFields(BODY_BYTES) }),
    ],
    [
      "new-account",
      "one unknown field with a 60 KB name",
      () => ({ ...englishRegistration("a@example.com", "x"), ["k".repeat(BODY_BYTES)]: 1 }),
    ],
    [
      "new-account",
      "a 60 KB email",
      () => ({
        ...englishRegistration("a@example.com", "x"),
        email: `${"e".repeat(BODY_BYTES)}@example.com`,
      }),
    ],
    ["new-login", "thousands of unknown fields", () => manyFields(BODY_BYTES)],
    [
      "new-login",
      "a 60 KB password and unicode email",
      () => ({ loginEmail: "ż".repeat(12_000), loginPassword: "p".repeat(36_000) }),
    ],
    [
      "validate",
      "50 requested fields with 610-character names, all in the data",
      () => {
        const names = Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(610, "n"));
        return {
          step: "newAccount",
          fields: names,
          data: Object.fromEntries(names.map((n) => [n, 1])),
        };
      },
    ],
    ["personal-data-confirm", "thousands of unknown fields", () => manyFields(BODY_BYTES)],
    ["dc", "thousands of unknown fields", () => ({ event: "step", ...manyFields(BODY_BYTES) })],
  ];

  it.each(cases)("%s with %s: the answer is under 4 KB", async (action, _label, build) => {
    const payload = { languageCode: "EN", token, ...build() };
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(BODY_BYTES - 2048);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(64 * 1024);
    const answer = await server.post(action, payload);
    expect(answer.status).toBeLessThan(500);
    expect(Buffer.byteLength(answer.response.body)).toBeLessThan(MAX_ANSWER_BYTES);
  });

  it("still names the problems it lists, and says there are more", async () => {
    const answer = await server.post("new-account", {
      languageCode: "EN",
      token,
      ...englishRegistration("a@example.com", "x"),
      ...manyFields(BODY_BYTES),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.globalError).toBe(message("en", "errors:moreProblems"));
    const listed = Object.entries(answer.body.errors ?? {});
    expect(listed.length).toBeGreaterThan(10);
    for (const [, messages] of listed)
      expect(messages).toEqual([message("en", "errors:unevaluatedProperties")]);
  });

  it("does not echo a field name longer than any real one", async () => {
    const answer = await server.post("new-account", {
      languageCode: "EN",
      token,
      ...englishRegistration("a@example.com", "x"),
      ["k".repeat(BODY_BYTES)]: 1,
    });
    expect(answer.status).toBe(422);
    expect(answer.response.body).not.toContain(
      "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk",
    );
    expect(answer.body.globalError).toBe(message("en", "errors:moreProblems"));
  });
});
