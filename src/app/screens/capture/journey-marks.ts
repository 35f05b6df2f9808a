/**
 * Which journey the client already went through a one-time part of the page for, kept in the
 * tab's session storage so that a reload does not show it again: the phone's welcome and
 * instructions (`introSeen`), the desktop's popup recommending the phone (`recommendMobileAnswered`).
 * Whether that journey is still the one under way is the server's to say: get-idscan-token
 * answers the journey a visit continues; when its id is another (a new journey), the part shows.
 */
export type JourneyMark = "introSeen" | "recommendMobileAnswered";

const keyOf = (mark: JourneyMark) => `identityJourney.${mark}`;

/** The journey the mark was left for in this tab, if any. */
export function markedJourney(mark: JourneyMark): string | undefined {
  try {
    return sessionStorage.getItem(keyOf(mark)) ?? undefined;
  } catch {
    // Storage refused (a private window's settings): every visit shows the part again.
    return undefined;
  }
}

export function markJourney(mark: JourneyMark, journeyId: string): void {
  try {
    sessionStorage.setItem(keyOf(mark), journeyId);
  } catch {
    // Not kept: a reload shows the part again, nothing worse.
  }
}
