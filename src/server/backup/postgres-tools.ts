/**
 * What backups ask of PostgreSQL: a count on a connection of their own, and pg_dump and
 * pg_restore, run with the database's URL without its password in their command line
 * (which any user of the machine may read): the password goes in PGPASSWORD.
 */
import { spawn } from "node:child_process";
import pg from "pg";

/** The number a `select count(*) as n …` answers, on a connection of its own, closed after. */
export async function countIn(databaseUrl: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(query);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

export function connectionOf(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL client program; rejects with its own words when it fails or is missing. */
export function runPostgresTool(
  program: "pg_dump" | "pg_restore",
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "ENOENT"
            ? `${program} is not installed (Debian: apt-get install postgresql-client)`
            : `${program}: ${error.message}`,
        ),
      ),
    );
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed: ${stderr.trim()}`)),
    );
  });
}
