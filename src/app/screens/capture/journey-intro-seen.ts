/**
 * Which journey the client already went through the phone's welcome and instructions for, kept
 * in the tab's session storage so that a reload does not show them again. Whether that journey is
 * still the one under way is the server's to say: get-idscan-token answers the journey a visit
 * continues, with where it stands; when its id is another (a new journey), the welcome shows.
 */
const KEY = "identityJourney.introSeen";

/** The journey whose welcome and instructions were gone through in this tab, if any. */
export function journeyIntroSeen(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    // Storage refused (a private window's settings): every visit starts with the welcome.
    return undefined;
  }
}

export function rememberJourneyIntroSeen(journeyId: string): void {
  try {
    sessionStorage.setItem(KEY, journeyId);
  } catch {
    // Not kept: a reload shows the welcome again, nothing worse.
  }
}
