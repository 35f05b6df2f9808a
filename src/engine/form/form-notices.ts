/** Which of a form's notices hold for its data, and whether one stops the form going on. */
import type { FormData, Notice } from "../logic/engine-ui-schema.ts";
import { matchesCondition } from "../logic/matches-condition.ts";

/**
 * The notices that hold for the data; the `current` array while they are the same notices, so
 * what shows them is not told of a change.
 */
export function activeNotices(
  notices: readonly Notice[],
  data: FormData,
  current: Notice[] | undefined,
): Notice[] {
  const active = notices.filter((n) => !n.when || matchesCondition(n.when, data));
  const same =
    current?.length === active.length && active.every((notice, index) => notice === current[index]);
  return same ? current : active;
}

/** Whether a notice that blocks is showing for any of the given fields (all when omitted). */
export function blocksFields(notices: readonly Notice[], fields?: Set<string>): boolean {
  return notices.some((n) => n.blocks && (!fields || !n.field || fields.has(n.field)));
}
