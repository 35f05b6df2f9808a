/**
 * The addresses an account's owner has shown to be at: where the account was registered and
 * where its password was last right, for `OWNER_ADDRESS_KEPT_MS`. The account's login lock does
 * not hold at them (login-lock.ts), so a stranger's failures elsewhere cannot keep the owner out
 * (NIST SP 800-63B §5.2.2, "accept only requests from addresses the subscriber authenticated
 * from before"). An address is client-address.ts's subject (an IPv4 address, an IPv6 /64).
 * Only an HMAC of the email and the address is stored: a copy of the table tells neither
 * where a client logs in from nor who.
 */
import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/tables.ts";

/** An address the owner has not come back to in three months is forgotten. */
export const OWNER_ADDRESS_KEPT_MS = 90 * 24 * 3600_000;

/**
 * The key of these HMACs, derived from a secret the instances share (the verification key), so
 * every instance reads the same keys and no other use of that secret makes the same values.
 */
export function ownerAddressKey(secret: Buffer): Buffer {
  return createHmac("sha256", secret).update("login owner addresses").digest();
}

export class OwnerAddresses {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /** The owner is at `address` now: they registered, or logged in, from it. */
  async remember(email: string, address: string): Promise<void> {
    const at = this.now();
    await this.db
      .insertInto("login_owner_addresses")
      .values({ key: this.keyOf(email, address), seen_at: at })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ seen_at: at }))
      .execute();
  }

  /** Whether the owner has been at `address` within the time addresses are kept. */
  async isOwners(email: string, address: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("login_owner_addresses")
      .select("seen_at")
      .where("key", "=", this.keyOf(email, address))
      .where("seen_at", ">", this.now() - OWNER_ADDRESS_KEPT_MS)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Deletes the addresses the owners have not come back to within the time they are kept. */
  async forgetOld(at: number): Promise<void> {
    await this.db
      .deleteFrom("login_owner_addresses")
      .where("seen_at", "<=", at - OWNER_ADDRESS_KEPT_MS)
      .execute();
  }

  private keyOf(email: string, address: string): string {
    return createHmac("sha256", this.key)
      .update(`${email.toLowerCase()}\n${address}`)
      .digest("hex");
  }
}
