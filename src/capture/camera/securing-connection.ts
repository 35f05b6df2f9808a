/**
 * How long the phone's camera page shows "securing the connection" before the camera and its
 * instructions (onboarding spec §9). The browser tests pass it on Playwright's clock
 * (e2e/securing-popup.ts), so they import it from here, not from the page's component.
 */
export const SECURING_MS = 3000;
