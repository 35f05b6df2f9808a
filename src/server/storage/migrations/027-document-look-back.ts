import type { Kysely } from "kysely";

/**
 * The look-back check: each document scan keeps the SHA-256 of its document's issuing state and
 * number (`document_key`), indexed, so a scan finds the other applications that read the same
 * document without reading their values.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("document_scans").addColumn("document_key", "text").execute();
  await db.schema
    .createIndex("document_scans_document_key")
    .on("document_scans")
    .column("document_key")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("document_scans_document_key").execute();
  await db.schema.alterTable("document_scans").dropColumn("document_key").execute();
}
