/**
 * A step's analytics event is sent at most once per user per step in 24 hours (spec §4, §9: the
 * analytics once-only window). The browser keeps its own record of what it sent; the server
 * holds each application to the same window, whichever browser or device sends.
 */
export const ANALYTICS_ONCE_WINDOW_MS = 86_400_000;
