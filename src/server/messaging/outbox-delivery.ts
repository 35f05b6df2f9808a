/**
 * Delivers messages written to the outbox for later (the notice to an account's owner) through
 * the e-mail sender, every interval, when a real sender is configured. With the dev outbox as
 * sender they stay in the outbox, readable on /dev/outbox.
 */
import type { Kysely } from "kysely";
import { deliverOutboxMessages } from "../outbox/outbox.ts";
import type { DatabaseSchema } from "../storage/tables.ts";
import type { MessageSender } from "./message-sender.ts";
import { htmlOfText } from "./send-message.ts";

/** @default 30 seconds between deliveries */
export const OUTBOX_DELIVERY_INTERVAL_MS = 30_000;

export function startOutboxDelivery(
  db: Kysely<DatabaseSchema>,
  email: MessageSender,
  log: { warn: (details: object, message: string) => void },
  intervalMs = OUTBOX_DELIVERY_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const deliver = () => {
    if (running) return;
    running = deliverOutboxMessages(db, {
      send: (message) =>
        email.send({
          channel: "email",
          recipient: message.recipient,
          subject: message.subject,
          text: message.body,
          html: htmlOfText(message.body),
        }),
    })
      .catch((error: unknown) => log.warn({ err: error }, "outbox delivery failed; retried later"))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(deliver, intervalMs);
  timer.unref();
  deliver();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
