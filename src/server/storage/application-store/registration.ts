/**
 * Registration: an application gets its login (email and password hash) once. A taken email
 * registers it without a login and tells the email's owner through the outbox, in the same
 * transaction.
 */
import type { Kysely } from "kysely";
import { enqueueOutboxMessage, type OutboxMessage } from "../../outbox/outbox.ts";
import type { DatabaseSchema } from "../tables.ts";
import { inTransaction } from "../transaction.ts";
import { isUniqueViolation } from "../unique-violation.ts";
import type { Sessions } from "./sessions.ts";

/** The application was registered before: a session registers once. */
export class AlreadyRegisteredError extends Error {
  constructor() {
    super("application already registered");
  }
}

/**
 * "registered": the application has its login. "duplicate": another application has the email;
 * this one is registered without a login, and its owner is told through the outbox.
 */
export type RegistrationOutcome = "registered" | "duplicate";

/** The application an email already belongs to, as a message to its owner needs it. */
export interface EmailOwner {
  email: string;
  language: string;
  brand: string;
}

export class Registration {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number,
    private readonly sessions: Pick<Sessions, "writing">,
  ) {}

  /**
   * Registers an application, once, in one transaction. With a new email it gets its login
   * ("registered"). When another application has the email, this one is registered without a
   * login (no email, no password: nobody can log in to it) and `noticeToOwner` is queued in the
   * outbox for the owner in the same transaction ("duplicate"). Throws AlreadyRegisteredError
   * when the application was registered before: the condition is part of the update, so of
   * concurrent registrations of one application exactly one succeeds.
   */
  async setCredentials(
    id: string,
    email: string,
    passwordHash: string,
    residenceCountry: string,
    noticeToOwner?: (owner: EmailOwner) => OutboxMessage,
  ): Promise<RegistrationOutcome> {
    return this.sessions.writing(async () => {
      const normalised = email.toLowerCase();
      // Another application taking the same email between the look-up and the update makes the
      // unique index refuse the update; the second attempt then finds it as the owner.
      for (let attempt = 1; ; attempt++) {
        try {
          return await inTransaction(this.db, async (trx) => {
            const at = this.now();
            const owner = await trx
              .selectFrom("applications")
              .select(["id", "email", "language", "brand"])
              .where("email", "=", normalised)
              .executeTakeFirst();
            const duplicate = owner !== undefined && owner.id !== id;
            const claimed = await trx
              .updateTable("applications")
              .set({
                ...(duplicate ? {} : { email: normalised, password_hash: passwordHash }),
                residence_country: residenceCountry,
                registered_at: at,
                updated_at: at,
              })
              .where("id", "=", id)
              .where("registered_at", "is", null)
              .where("email", "is", null)
              .executeTakeFirst();
            if (Number(claimed.numUpdatedRows) === 0) throw new AlreadyRegisteredError();
            if (!duplicate) return "registered";
            if (noticeToOwner) {
              await enqueueOutboxMessage(
                trx,
                noticeToOwner({ email: normalised, language: owner.language, brand: owner.brand }),
                at,
              );
            }
            return "duplicate";
          });
        } catch (error) {
          if (attempt === 1 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    });
  }
}
