/**
 * Whether the kill loop proved anything: no acknowledged write lost, and enough writes of each
 * kind acknowledged that "none lost" is a finding, not the sound of writes that never happened.
 */
export type WriteKind = "application" | "event" | "submission";

const KIND_NAMES: Record<WriteKind, string> = {
  application: "applications",
  event: "analytics events",
  submission: "step submissions",
};

export interface KillLoopOutcome {
  acknowledged: Record<WriteKind, number>;
  lost: number;
  /** The fewest acknowledged writes of each kind that count as a test of it. */
  minAcknowledged: number;
}

/** One line per reason the loop failed; none when it passed. */
export function killLoopFailures({
  acknowledged,
  lost,
  minAcknowledged,
}: KillLoopOutcome): string[] {
  const failures: string[] = [];
  if (lost > 0) failures.push(`FAILED: ${lost} acknowledged writes are not in the database`);
  for (const kind of Object.keys(KIND_NAMES) as WriteKind[]) {
    if (acknowledged[kind] < minAcknowledged)
      failures.push(
        `FAILED: ${acknowledged[kind]} ${KIND_NAMES[kind]} acknowledged, fewer than the minimum of ${minAcknowledged} (--min-acknowledged): the loop proved nothing about them`,
      );
  }
  return failures;
}
