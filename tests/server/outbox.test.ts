/** The outbox: messages to people wait in the database and are handed to a sender once each. */
import fs from "node:fs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import { createServerTranslator } from "../../src/server/i18n/server-translator.ts";
import { duplicateRegistrationNotice } from "../../src/server/outbox/duplicate-registration-notice.ts";
import {
  deliverOutboxMessages,
  enqueueOutboxMessage,
  unsentOutboxMessages,
  type OutboxMessage,
  type OutboxSender,
  type StoredOutboxMessage,
} from "../../src/server/outbox/outbox.ts";
import { openDatabase, type OpenedDatabase } from "../../src/server/storage/database.ts";
import { migrateToLatest } from "../../src/server/storage/migrate.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { makeTempDir, message } from "./test-server.ts";

const translate = createServerTranslator(loadProjectFiles().locales);
const ATTEMPTED_AT = Date.UTC(2025, 10, 23, 9, 5);

const notice = (language: string) =>
  duplicateRegistrationNotice(
    { email: "owner@example.com", language, brand: "eu" },
    { translate, attemptedAt: ATTEMPTED_AT, remindPasswordUrl: "/remind" },
  );

describe("the duplicate-registration notice", () => {
  it("is written in the owner's language, with the time and the link", () => {
    const english = notice("en");
    expect(english).toMatchObject({
      channel: "email",
      recipient: "owner@example.com",
      kind: "duplicateRegistration",
      language: "en",
      subject: message("en", "messages:duplicateRegistration.subject"),
    });
    expect(english.body).toContain("On 23 November 2025 at 09:05 UTC someone");
    expect(english.body).toContain("/remind");

    const polish = notice("pl");
    expect(polish.subject).toBe(message("pl", "messages:duplicateRegistration.subject"));
    expect(polish.body).toContain("23 listopada 2025 09:05 UTC ktoś");
    expect(polish.body).toContain("/remind");
    expect(polish.body).not.toMatch(/\{\{/);

    const german = notice("de");
    expect(german.language).toBe("de");
    expect(german.subject).toBe(message("de", "messages:duplicateRegistration.subject"));
    expect(german.body).toContain("23. November 2025 um 09:05 UTC");
    expect(notice("ua").body).toContain("23 листопада 2025");
  });

  it("falls back to English for an unknown language", () => {
    const unknown = notice("xx");
    expect(unknown.language).toBe("en");
    expect(unknown.subject).toBe(message("en", "messages:duplicateRegistration.subject"));
  });
});

describe.each(storageTargets)("outbox on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let opened: OpenedDatabase;
  let dataDir: string;

  /** Records what it was given; fails while `failing` is set. */
  class RecordingSender implements OutboxSender {
    sent: StoredOutboxMessage[] = [];
    failing = false;
    send(message: StoredOutboxMessage): Promise<void> {
      if (this.failing) return Promise.reject(new Error("SMTP unavailable"));
      this.sent.push(message);
      return Promise.resolve();
    }
  }

  const message1: OutboxMessage = { ...notice("en"), recipient: "one@example.com" };
  const message2: OutboxMessage = { ...notice("pl"), recipient: "two@example.com" };

  beforeAll(async () => {
    dataDir = makeTempDir();
    opened = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir });
    await migrateToLatest(opened.db as unknown as Kysely<unknown>);
  });
  beforeEach(async () => {
    await opened.db.deleteFrom("outbox_messages").execute();
  });
  afterAll(async () => {
    await opened?.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps a message whole until it is sent, then sends it once", async () => {
    await enqueueOutboxMessage(opened.db, message1, 1000);
    await enqueueOutboxMessage(opened.db, message2, 2000);
    const waiting = await unsentOutboxMessages(opened.db);
    expect(waiting.map(({ id: _id, ...rest }) => rest)).toEqual([
      { ...message1, createdAt: 1000, sentAt: null },
      { ...message2, createdAt: 2000, sentAt: null },
    ]);

    const sender = new RecordingSender();
    expect(await deliverOutboxMessages(opened.db, sender, () => 3000)).toBe(2);
    expect(sender.sent.map((m) => m.recipient)).toEqual(["one@example.com", "two@example.com"]);
    expect(await unsentOutboxMessages(opened.db)).toEqual([]);
    expect(await deliverOutboxMessages(opened.db, sender)).toBe(0);
    expect(sender.sent).toHaveLength(2);
  });

  it("leaves a message the sender could not send for the next delivery", async () => {
    await enqueueOutboxMessage(opened.db, message1, 1000);
    const sender = new RecordingSender();
    sender.failing = true;
    expect(await deliverOutboxMessages(opened.db, sender)).toBe(0);
    expect(await unsentOutboxMessages(opened.db)).toHaveLength(1);
    sender.failing = false;
    expect(await deliverOutboxMessages(opened.db, sender)).toBe(1);
    expect(sender.sent.map((m) => m.recipient)).toEqual(["one@example.com"]);
  });

  it("sends each message once when two deliveries run at the same time", async () => {
    for (let i = 0; i < 10; i++)
      await enqueueOutboxMessage(opened.db, { ...message1, recipient: `r${i}@example.com` }, i);
    const sender = new RecordingSender();
    const [a, b] = await Promise.all([
      deliverOutboxMessages(opened.db, sender),
      deliverOutboxMessages(opened.db, sender),
    ]);
    expect(a + b).toBe(10);
    expect(new Set(sender.sent.map((m) => m.recipient)).size).toBe(10);
    expect(sender.sent).toHaveLength(10);
  });
});
