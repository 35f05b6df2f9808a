import { SqliteAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("applications")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("brand", "varchar(4)", (c) => c.notNull())
    .addColumn("language", "varchar(4)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.unique())
    .addColumn("password_hash", "varchar(255)")
    .addColumn("residence_country", "varchar(2)")
    .addColumn("device", "varchar(8)", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("application_id", "varchar(36)", (c) =>
      c.notNull().references("applications.id").onDelete("cascade"),
    )
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sessions_application")
    .on("sessions")
    .column("application_id")
    .execute();
  await db.schema
    .createTable("step_submissions")
    .addColumn("id", "integer", (c) =>
      isSqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("application_id", "varchar(36)", (c) =>
      c.notNull().references("applications.id").onDelete("cascade"),
    )
    .addColumn("step", "varchar(64)", (c) => c.notNull())
    .addColumn("variant", "varchar(64)", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("schema_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("submitted_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("step_submissions_application_step")
    .on("step_submissions")
    .columns(["application_id", "step", "id"])
    .execute();
  await db.schema
    .createTable("used_challenges")
    .addColumn("signature", "varchar(128)", (c) => c.primaryKey())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["used_challenges", "step_submissions", "sessions", "applications"]) {
    await db.schema.dropTable(table).execute();
  }
}
