/**
 * Which journey the client already went through a one-time part of the page for, kept in the
 * tab's session storage so that a reload does not show it again: the phone's welcome and
 * instructions (`introSeen`), the desktop's popup recommending the phone (`recommendMobileAnswered`).
 * Whether that journey is still the one under way is the server's to say: get-idscan-token
 * answers the journey a visit continues; when its id is another (a new journey), the part shows.
 */
export type JourneyMark = "introSeen" | "recommendMobileAnswered";

/** Each mark's storage entry (the cookie page lists them: stored-in-browser.ts). */
const KEYS: Record<JourneyMark, string> = {
  introSeen: "identityJourney.introSeen",
  recommendMobileAnswered: "identityJourney.recommendMobileAnswered",
};

/** The journey the mark was left for in this tab, if any. */
export function markedJourney(mark: JourneyMark): string | undefined {
  try {
    return sessionStorage.getItem(KEYS[mark]) ?? undefined;
  } catch {
    // Storage refused (a private window's settings): every visit shows the part again.
    return undefined;
  }
}

export function markJourney(mark: JourneyMark, journeyId: string): void {
  try {
    sessionStorage.setItem(KEYS[mark], journeyId);
  } catch {
    // Not kept: a reload shows the part again, nothing worse.
  }
}
