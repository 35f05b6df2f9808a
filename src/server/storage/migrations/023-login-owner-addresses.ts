import type { Kysely } from "kysely";

/**
 * The addresses an account's owner registered or logged in from (limits/owner-addresses.ts),
 * where the account's login lock does not hold. Keyed by an HMAC of the email and the address,
 * never either of them; forgotten some months after the owner was last there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("login_owner_addresses")
    .addColumn("key", "varchar(100)", (c) => c.primaryKey())
    .addColumn("seen_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_owner_addresses_seen_at")
    .on("login_owner_addresses")
    .column("seen_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("login_owner_addresses").execute();
}
