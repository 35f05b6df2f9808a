import type { Kysely } from "kysely";

/**
 * A hand-off link sent by SMS opens nothing until the desktop has typed the code of the same
 * message: the code keeps which number it was texted to (`sms_number_hash`, SHA-256 bound to the
 * application; null for a QR code's, which opens at once) and when that number was confirmed
 * (`number_confirmed_at`). Codes issued before this were all live at once and stay so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("handoff_codes").addColumn("sms_number_hash", "varchar(64)").execute();
  await db.schema.alterTable("handoff_codes").addColumn("number_confirmed_at", "bigint").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("handoff_codes").dropColumn("number_confirmed_at").execute();
  await db.schema.alterTable("handoff_codes").dropColumn("sms_number_hash").execute();
}
