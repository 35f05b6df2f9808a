/**
 * E-mail through a real SMTP server started by the test (smtp-server on 127.0.0.1): the message
 * arrives with its subject, plain text and HTML parts, in the client's language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import type { Kysely } from "kysely";
import { loadProjectFiles } from "../config/project-files.ts";
import { createServerTranslator } from "../i18n/server-translator.ts";
import { SendFailedError } from "./message-sender.ts";
import { sendMessage } from "./send-message.ts";
import { createSmtpSender } from "./smtp-sender.ts";
import type { DatabaseSchema } from "../storage/tables.ts";

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

describe("SMTP sender", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, done) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers the e-mail code in Polish with a text and an HTML part; the record keeps no code", async () => {
    const records: Record<string, unknown>[] = [];
    // The outbox record is written through this stand-in of the database.
    const db = {
      insertInto: () => ({
        values: (row: Record<string, unknown>) => ({
          execute: () => {
            records.push(row);
            return Promise.resolve();
          },
        }),
      }),
    } as unknown as Kysely<DatabaseSchema>;
    const sender = createSmtpSender({
      url: `smtp://127.0.0.1:${port}`,
      from: "bok@broker.example",
    });
    await sendMessage(
      { db, translate: createServerTranslator(loadProjectFiles().locales), sender },
      {
        channel: "email",
        recipient: "Anna@Example.com",
        kind: "emailCode",
        language: "pl",
        params: { code: "482913", minutes: 10 },
        secret: ["code"],
      },
    );
    const mail = received.at(-1)!;
    expect(mail.from).toBe("bok@broker.example");
    expect(mail.to.map((to) => to.toLowerCase())).toEqual(["anna@example.com"]);
    const unfolded = mail.raw.replace(/=\r?\n/g, "");
    expect(unfolded).toMatch(/^Subject: .*$/m);
    expect(unfolded).toContain("Content-Type: text/plain");
    expect(unfolded).toContain("Content-Type: text/html");
    expect(unfolded).toContain("482913");
    // Polish text, in quoted-printable or plain form.
    expect(unfolded).toMatch(/Dzie(=C5=84|ń) dobry/);
    expect(records).toHaveLength(1);
    expect(JSON.stringify(records[0])).not.toContain("482913");
    expect(records[0]).toMatchObject({ channel: "email", kind: "emailCode", language: "pl" });
  });

  it("fails with SendFailedError when no server answers", async () => {
    const sender = createSmtpSender({
      url: "smtp://127.0.0.1:1",
      from: "a@b.example",
      timeoutMs: 1000,
    });
    await expect(
      sender.send({ channel: "email", recipient: "x@example.com", subject: "s", text: "t" }),
    ).rejects.toBeInstanceOf(SendFailedError);
  });
});
