/**
 * What the store answers about an application, its sessions and its steps: the types its parts
 * and the memories beside it (answers-cache.ts, remembered-sessions.ts) share, and the reading of
 * an application's row. Imports none of them, so none of them imports another through it.
 */
import type { Selectable } from "kysely";
import type { DatabaseSchema } from "../tables.ts";

export interface Application {
  id: string;
  brand: string;
  language: string;
  email: string | null;
  passwordHash: string | null;
  residenceCountry: string | null;
  device: string;
  /** Registration is done: with a login (email set), or without one when its email was taken. */
  registered: boolean;
  /** Submitted for account opening (handed over to the client zone): its answers are final. */
  submitted: boolean;
}

/**
 * What a session may do: "full", the application's own browser; "documents", a phone the
 * hand-off opened, which may only take the document photos (see handoff/documents-scope.ts).
 */
export type SessionScope = "full" | "documents";

/** A live session: its application and what it may do. */
export interface LiveSession {
  application: Application;
  scope: SessionScope;
}

export interface StepRecord {
  step: string;
  variant: string;
  data: Record<string, unknown>;
  schemaHash: string;
  submittedAt: number;
}

export function toApplication(row: Selectable<DatabaseSchema["applications"]>): Application {
  return {
    id: row.id,
    brand: row.brand,
    language: row.language,
    email: row.email,
    passwordHash: row.password_hash,
    residenceCountry: row.residence_country,
    device: row.device,
    registered: row.registered_at !== null || row.email !== null,
    submitted: row.submitted_at !== null,
  };
}
