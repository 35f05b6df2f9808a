/** Tells a write the database refused because a unique index already holds its key. */

/** PostgreSQL's unique_violation (23505) or SQLite's UNIQUE/PRIMARY KEY constraint failure. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}
