/**
 * Messages to people (e-mail), written to `outbox_messages` in the same transaction as the change
 * that causes them, and handed to a sender later. Until a sender is configured the table is the
 * dev outbox: the messages wait there, readable, unsent.
 */
import type { Kysely, Selectable } from "kysely";
import type { DatabaseSchema, OutboxMessagesTable } from "../storage/tables.ts";

export interface OutboxMessage {
  channel: "email" | "sms";
  /** The application it is sent for, when there is one. */
  applicationId?: string | undefined;
  recipient: string;
  /** Which message it is; its texts are `messages:<kind>.subject|body` in the locale files. */
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
  sentAt: number | null;
}

/** Delivers one message (SMTP, an HTTP gateway…); a rejection leaves it in the outbox for later. */
export interface OutboxSender {
  send(message: StoredOutboxMessage): Promise<void>;
}

/**
 * Writes a message to the outbox: waiting for a sender, or, with `sentAt`, as one already sent
 * (a code sent at once, kept as a record).
 */
export async function enqueueOutboxMessage(
  db: Kysely<DatabaseSchema>,
  message: OutboxMessage,
  at: number,
  sentAt: number | null = null,
): Promise<void> {
  await db
    .insertInto("outbox_messages")
    .values({
      application_id: message.applicationId ?? null,
      channel: message.channel,
      recipient: message.recipient,
      kind: message.kind,
      language: message.language,
      params: JSON.stringify(message.params),
      subject: message.subject,
      body: message.body,
      created_at: at,
      sent_at: sentAt,
    })
    .execute();
}

/** How many messages wait for a sender (the outbox's backlog). */
export async function unsentOutboxCount(db: Kysely<DatabaseSchema>): Promise<number> {
  const row = await db
    .selectFrom("outbox_messages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("sent_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
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
  return rows.map(toStoredMessage);
}

/**
 * The newest messages first, for the dev outbox: of one recipient or one application when
 * asked, at most `limit`.
 */
export async function recentOutboxMessages(
  db: Kysely<DatabaseSchema>,
  filter: { recipient?: string | undefined; applicationId?: string | undefined },
  limit = 50,
): Promise<StoredOutboxMessage[]> {
  let query = db.selectFrom("outbox_messages").selectAll().orderBy("id", "desc").limit(limit);
  if (filter.recipient) query = query.where("recipient", "=", filter.recipient.toLowerCase());
  if (filter.applicationId) query = query.where("application_id", "=", filter.applicationId);
  return (await query.execute()).map(toStoredMessage);
}

function toStoredMessage(row: Selectable<OutboxMessagesTable>): StoredOutboxMessage {
  return {
    id: row.id,
    applicationId: row.application_id ?? undefined,
    channel: row.channel === "sms" ? "sms" : "email",
    recipient: row.recipient,
    kind: row.kind,
    language: row.language,
    params: JSON.parse(row.params) as Record<string, string | number>,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
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
