/** Applications' analytics events (a step or route reached, a refused file type), one row each. */
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../tables.ts";

export class AnalyticsEvents {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number,
  ) {}

  async recordAnalyticsEvent(
    applicationId: string,
    event: {
      event: string;
      step: number | null;
      route: string;
      browser: string;
      device: string;
      os: string;
    },
  ): Promise<void> {
    await this.db
      .insertInto("analytics_events")
      .values({ application_id: applicationId, ...event, created_at: this.now() })
      .execute();
  }

  /** Whether the application's event for a step was stored in the last `windowMs`. */
  async hasStepEventWithin(
    applicationId: string,
    step: number,
    windowMs: number,
  ): Promise<boolean> {
    const since = this.now() - windowMs;
    const row = await this.db
      .selectFrom("analytics_events")
      .select("id")
      .where("application_id", "=", applicationId)
      .where("event", "=", "step")
      .where("step", "=", step)
      .where("created_at", ">=", since)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
