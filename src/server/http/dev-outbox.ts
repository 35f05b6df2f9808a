/**
 * The dev outbox: the messages the product would send (codes, notices), newest first, as a page
 * (`/dev/outbox`) and as JSON (`/dev/outbox/messages`), of one recipient (`?recipient=`) or one
 * application (`?application=`). For development and the browser tests; it shows one-time codes,
 * so it is on only where nobody else reaches the server, or when asked for
 * (config/dev-outbox-setting.ts).
 */
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { recentOutboxMessages, type StoredOutboxMessage } from "../outbox/outbox.ts";
import type { DatabaseSchema } from "../storage/tables.ts";

interface OutboxQuery {
  recipient?: string;
  application?: string;
}

const MAX_FILTER_LENGTH = 254;

/**
 * The filters, checked before they reach a query: one text each, no longer than an address,
 * without a NUL (which no address holds and PostgreSQL refuses in text). Anything else is
 * answered 400 by the server's error handler.
 */
const FILTER = { type: "string", maxLength: MAX_FILTER_LENGTH, pattern: "^[^\\u0000]*$" };
const schema = {
  querystring: {
    type: "object",
    properties: { recipient: FILTER, application: FILTER },
  },
};

export function registerDevOutbox(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  const read = (query: OutboxQuery) =>
    recentOutboxMessages(db, { recipient: query.recipient, applicationId: query.application });
  app.get<{ Querystring: OutboxQuery }>(
    "/dev/outbox/messages",
    { schema },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { messages: await read(request.query) };
    },
  );
  app.get<{ Querystring: OutboxQuery }>("/dev/outbox", { schema }, async (request, reply) => {
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    return outboxPage(await read(request.query));
  });
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function outboxPage(messages: StoredOutboxMessage[]): string {
  const items = messages.map(
    (m) => `<article>
<h2>${escape(m.channel === "sms" ? "SMS" : m.subject)}</h2>
<p>To ${escape(m.recipient)}, ${escape(new Date(m.createdAt).toISOString())}, ${escape(m.kind)} (${escape(m.language)})${m.sentAt === null ? ", waiting for a sender" : ""}</p>
<pre>${escape(m.body)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev outbox</title><link rel="icon" href="/favicon-eu.svg" type="image/svg+xml"></head>
<body>
<main>
<h1>Dev outbox</h1>
<p>Messages the product sent, newest first. Filter with ?recipient= or ?application=.</p>
${items.length ? items.join("\n") : "<p>No messages.</p>"}
</main>
</body>
</html>
`;
}
