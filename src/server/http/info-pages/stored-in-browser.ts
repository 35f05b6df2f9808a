/**
 * What the browser keeps for the onboarding, as the cookie page lists it: the cookie, then the
 * storage entries grouped by what they are for (each group's purpose and lifetime are the
 * `infoPages:cookies.rows.<key>` texts). stored-in-browser.test.ts fails when the front end keeps
 * an entry no group names.
 */
export const STORED_IN_BROWSER = [
  { key: "tmsc", names: ["tmsc"] },
  {
    key: "session",
    names: [
      "onboarding.token",
      "onboarding.route",
      "onboarding.mobile",
      "onboarding.residenceCountry",
      "onboarding.documentSelection",
    ],
  },
  {
    key: "statistics",
    names: ["onboarding.clientId", "onboarding.sessionCount", "onboarding.analytics"],
  },
  {
    key: "visit",
    names: [
      "onboarding.sessionId",
      "onboarding.handoff",
      "onboarding.introSeen",
      "identityJourney.introSeen",
      "identityJourney.recommendMobileAnswered",
      "identityJourney.manualCapture",
    ],
  },
  { key: "drafts", names: ["onboarding.draft.*"] },
] as const;
