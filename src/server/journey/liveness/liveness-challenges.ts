/**
 * The open liveness challenge of each journey, kept in the database (migration 025) so that any
 * instance can take the next frame: the prompts, how many were shown, the straight look, when the
 * current prompt was given and the frames kept. Every change is made only from the state it was
 * read in, so two frames judged at once cannot both move a challenge on.
 */
import type { Kysely } from "kysely";
import type { LivenessPrompt } from "../../../shared/identity/liveness.ts";
import type { DatabaseSchema, LivenessChallengesTable } from "../../storage/tables.ts";
import type { FaceSigns } from "./face-signs.ts";

export interface LivenessChallenge {
  journeyId: string;
  id: string;
  prompts: LivenessPrompt[];
  /** How many of the prompts the face has shown. */
  done: number;
  straightLook: FaceSigns | null;
  promptStartedAt: number;
  /** The storage keys of the frames that showed a prompt, in order. */
  frameKeys: string[];
  /** The largest distance of a frame's face from the selfie's so far. */
  worstDistance: number | null;
}

const challengeOf = (row: LivenessChallengesTable): LivenessChallenge => ({
  journeyId: row.journey_id,
  id: row.id,
  prompts: JSON.parse(row.prompts) as LivenessPrompt[],
  done: row.done,
  straightLook: row.straight_look === null ? null : (JSON.parse(row.straight_look) as FaceSigns),
  promptStartedAt: row.prompt_started_at,
  frameKeys: JSON.parse(row.frame_keys) as string[],
  worstDistance: row.worst_distance,
});

export class LivenessChallenges {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number = Date.now,
  ) {}

  async open(journeyId: string): Promise<LivenessChallenge | undefined> {
    const row = await this.db
      .selectFrom("liveness_challenges")
      .selectAll()
      .where("journey_id", "=", journeyId)
      .executeTakeFirst();
    return row && challengeOf(row);
  }

  /** Opens `challenge`; false when the journey has one open (a parallel start won). */
  async create(challenge: LivenessChallenge): Promise<boolean> {
    const inserted = await this.db
      .insertInto("liveness_challenges")
      .values({
        journey_id: challenge.journeyId,
        id: challenge.id,
        prompts: JSON.stringify(challenge.prompts),
        done: challenge.done,
        straight_look: challenge.straightLook && JSON.stringify(challenge.straightLook),
        prompt_started_at: challenge.promptStartedAt,
        frame_keys: JSON.stringify(challenge.frameKeys),
        worst_distance: challenge.worstDistance,
        created_at: this.now(),
      })
      .onConflict((conflict) => conflict.column("journey_id").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Moves the challenge on from `from`; false when something else moved or closed it first. */
  async advance(from: LivenessChallenge, to: LivenessChallenge): Promise<boolean> {
    const result = await this.db
      .updateTable("liveness_challenges")
      .set({
        done: to.done,
        straight_look: to.straightLook && JSON.stringify(to.straightLook),
        prompt_started_at: to.promptStartedAt,
        frame_keys: JSON.stringify(to.frameKeys),
        worst_distance: to.worstDistance,
      })
      .where("journey_id", "=", from.journeyId)
      .where("id", "=", from.id)
      .where("done", "=", from.done)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Closes the challenge; false when it was closed already (its attempt is counted once). */
  async close(challenge: Pick<LivenessChallenge, "journeyId" | "id">): Promise<boolean> {
    const result = await this.db
      .deleteFrom("liveness_challenges")
      .where("journey_id", "=", challenge.journeyId)
      .where("id", "=", challenge.id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
