import type { Kysely } from "kysely";

/**
 * The exact texts of a step as a client saw them (a declaration's wording in their language),
 * kept once per version by their SHA-256: a submission names the hash, so the wording a client
 * accepted can be shown later, whatever the locale files say by then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("shown_texts")
    .addColumn("hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("language", "varchar(8)", (c) => c.notNull())
    .addColumn("namespace", "varchar(64)", (c) => c.notNull())
    .addColumn("texts", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("shown_texts").execute();
}
