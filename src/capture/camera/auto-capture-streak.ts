/**
 * Auto-capture (widget spec §4 "auto-capture fires when quality is sufficient"): the photo is
 * taken once this many frames measured one after another earned no warning, so that one lucky
 * frame of a moving hand is not taken.
 */

/** Good frames in a row that take the photo; at 4 to 8 measured frames a second, about 1 s. */
export const AUTO_CAPTURE_FRAMES = 4;

/** The streak after one more measured frame: one longer when it was good, else back to 0. */
export function nextStreak(streak: number, frameGood: boolean): number {
  return frameGood ? streak + 1 : 0;
}

export const streakTakesPhoto = (streak: number): boolean => streak >= AUTO_CAPTURE_FRAMES;
