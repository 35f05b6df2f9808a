/**
 * Messages to people (e-mail), written to `outbox_messages` in the same transaction as the change
 * that causes them, and handed to a sender later. Until a sender is configured the table is the
 * dev outbox: the messages wait there, readable, unsent.
 */
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/tables.ts";

export interface OutboxMessage {
  channel: "email";
  recipient: string;
  /** Which message it is; its texts are `emails:<kind>.subject|body` in the locale files. */
  kind: string;
  language: string;
  /** The values the texts were filled with. */
  params: Record<string, string | number>;
  subject: string;
  body: string;
}

export interface StoredOutboxMessage extends OutboxMessage {
  id: number;
  createdAt: number;
}

/** Delivers one message (SMTP, an HTTP gateway…); a rejection leaves it in the outbox for later. */
export interface OutboxSender {
  send(message: StoredOutboxMessage): Promise<void>;
}

export async function enqueueOutboxMessage(
  db: Kysely<DatabaseSchema>,
  message: OutboxMessage,
  at: number,
): Promise<void> {
  await db
    .insertInto("outbox_messages")
    .values({
      channel: message.channel,
      recipient: message.recipient,
      kind: message.kind,
      language: message.language,
      params: JSON.stringify(message.params),
      subject: message.subject,
      body: message.body,
      created_at: at,
      sent_at: null,
    })
    .execute();
}

/** The messages not sent yet, oldest first. */
export async function unsentOutboxMessages(
  db: Kysely<DatabaseSchema>,
  limit = 100,
): Promise<StoredOutboxMessage[]> {
  const rows = await db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("sent_at", "is", null)
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: "email",
    recipient: row.recipient,
    kind: row.kind,
    language: row.language,
    params: JSON.parse(row.params) as Record<string, string | number>,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at,
  }));
}

/**
 * Hands unsent messages to `sender`, each once: a message is claimed (marked sent) before it is
 * sent, so several instances never send it twice, and released again when the sender fails.
 * Resolves how many were sent.
 */
export async function deliverOutboxMessages(
  db: Kysely<DatabaseSchema>,
  sender: OutboxSender,
  now: () => number = Date.now,
  limit = 100,
): Promise<number> {
  let sent = 0;
  for (const message of await unsentOutboxMessages(db, limit)) {
    const claimed = await db
      .updateTable("outbox_messages")
      .set({ sent_at: now() })
      .where("id", "=", message.id)
      .where("sent_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    try {
      await sender.send(message);
      sent++;
    } catch {
      await db
        .updateTable("outbox_messages")
        .set({ sent_at: null })
        .where("id", "=", message.id)
        .execute();
    }
  }
  return sent;
}
