/**
 * The blank camera feed check (onboarding spec §4, widget spec §4): once a second the latest
 * frame's levels are looked at; all-black frames for a few checks in a row (a camera that gives
 * nothing, a covered lens) raise the event once, and the check stops. The first checks may see
 * the dark frames a camera gives while it starts, so one black check alone raises nothing.
 */
export const BLANK_CHECK_INTERVAL_MS = 1000;
/** Black checks in a row that raise the event. */
export const BLANK_CHECKS_TO_RAISE = 3;
/** A frame is black when its mean and its brightest grey levels are at most these. */
export const BLANK_MEAN_LEVEL = 10;
export const BLANK_MAX_LEVEL = 40;

export interface FrameLevels {
  meanLevel: number;
  maxLevel: number;
}

export type BlankFeedCheck =
  | { status: "watching"; blackChecks: number }
  /** The event is raised by the check that returned this; later checks change nothing. */
  | { status: "raised" };

export const BLANK_FEED_START: BlankFeedCheck = { status: "watching", blackChecks: 0 };

export const isBlackFrame = (levels: FrameLevels): boolean =>
  levels.meanLevel <= BLANK_MEAN_LEVEL && levels.maxLevel <= BLANK_MAX_LEVEL;

/** One check with the latest frame's levels (undefined: no frame measured yet, nothing known). */
export function checkBlankFeed(
  check: BlankFeedCheck,
  latest: FrameLevels | undefined,
): BlankFeedCheck {
  if (check.status === "raised" || !latest) return check;
  if (!isBlackFrame(latest)) return BLANK_FEED_START;
  const blackChecks = check.blackChecks + 1;
  return blackChecks >= BLANK_CHECKS_TO_RAISE
    ? { status: "raised" }
    : { status: "watching", blackChecks };
}
