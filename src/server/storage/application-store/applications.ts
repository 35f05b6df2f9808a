/**
 * Applications' own rows: created, read, and the few changes made to them besides registration
 * (registration.ts) and step saves (step-submissions.ts). Each change forgets the session look-ups
 * remembered meanwhile, as they hold the application (see sessions.ts).
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { ONE_ROW } from "../prepared-query.ts";
import type { DatabaseSchema } from "../tables.ts";
import { toApplication, type Application } from "./application-records.ts";
import type { Sessions } from "./sessions.ts";

export class Applications {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number,
    private readonly sessions: Pick<Sessions, "writing">,
  ) {}

  async createApplication(init: {
    brand: string;
    language: string;
    device: string;
  }): Promise<string> {
    const id = randomUUID();
    const at = this.now();
    await this.db
      .insertInto("applications")
      .values({
        id,
        ...init,
        email: null,
        password_hash: null,
        residence_country: null,
        marketing: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  }

  async getApplication(id: string): Promise<Application | undefined> {
    const row = await this.db
      .selectFrom("applications")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toApplication(row);
  }

  async findApplicationByEmail(email: string): Promise<Application | undefined> {
    const row = await this.db
      .selectFrom("applications")
      .selectAll()
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst();
    return row && toApplication(row);
  }

  /** Keeps the marketing parameters a registration arrived with. */
  async setMarketing(id: string, marketing: Record<string, unknown>): Promise<void> {
    return this.sessions.writing(async () => {
      await this.db
        .updateTable("applications")
        .set({ marketing: JSON.stringify(marketing), updated_at: this.now() })
        .where("id", "=", id)
        .execute();
    });
  }

  /**
   * Marks the application submitted for account opening, once: the first hand-over keeps its
   * time. Step saves check it in their own transaction (see step-submissions.ts), so none lands
   * after it.
   */
  async markSubmitted(id: string): Promise<void> {
    return this.sessions.writing(async () => {
      await this.db
        .updateTable("applications")
        .set({ submitted_at: this.now() })
        .where("id", "=", id)
        .where("submitted_at", "is", null)
        .execute();
    });
  }

  async updateDevice(id: string, device: string, language: string): Promise<void> {
    return this.sessions.writing(async () => {
      await this.db
        .updateTable("applications")
        .set({ device, language, updated_at: this.now() })
        .where("id", "=", id)
        .execute();
    });
  }

  /** Whether the database answers: reads one application's id. */
  async ping(): Promise<void> {
    await this.db.selectFrom("applications").select("id").limit(ONE_ROW).execute();
  }
}
