/**
 * What a client has typed into a step and not sent yet, kept in the tab's session storage so a
 * reload loses nothing. Bound to the application's token (another login in the tab starts
 * clean), dropped once the step is sent, and never holding a `writeOnly` field (passwords, proofs,
 * one-time codes).
 *
 * A change is written once the browser has drawn it (an idle moment, half a second at most), not
 * inside the key or click that made it: the storage write and its JSON are off the path to the
 * next frame, and several quick changes make one write. A page that goes away or out of sight
 * (reload, tab closed, app switched on a phone) writes what is pending first.
 */
const PREFIX = "onboarding.draft.";
const WRITE_WITHIN_MS = 500;

interface StoredDraft {
  token: string;
  data: Record<string, unknown>;
}

/** Drafts not written yet, by storage key. */
const pending = new Map<string, StoredDraft>();
let writeScheduled = false;

export function keepDraft(step: string, token: string, data: Record<string, unknown>): void {
  pending.set(PREFIX + step, { token, data });
  scheduleWrite();
}

export function draftOf(
  step: string,
  token: string | undefined,
): Record<string, unknown> | undefined {
  if (!token) return undefined;
  const stored = pending.get(PREFIX + step) ?? storedDraft(PREFIX + step);
  return stored?.token === token ? stored.data : undefined;
}

export function forgetDraft(step: string): void {
  pending.delete(PREFIX + step);
  sessionStorage.removeItem(PREFIX + step);
}

/** A restart or a logout: no draft of the old application may fill a new one. */
export function forgetDrafts(): void {
  pending.clear();
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}

/** Writes every pending draft now. */
export function writePendingDrafts(): void {
  writeScheduled = false;
  for (const [key, draft] of pending) {
    try {
      sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // A full or disabled storage only loses the convenience.
    }
  }
  pending.clear();
}

function storedDraft(key: string): StoredDraft | undefined {
  try {
    return (JSON.parse(sessionStorage.getItem(key) ?? "null") as StoredDraft | null) ?? undefined;
  } catch {
    return undefined;
  }
}

function scheduleWrite(): void {
  if (writeScheduled) return;
  writeScheduled = true;
  if (typeof requestIdleCallback === "function")
    requestIdleCallback(writePendingDrafts, { timeout: WRITE_WITHIN_MS });
  else setTimeout(writePendingDrafts, 0);
}

if (typeof addEventListener === "function") {
  addEventListener("pagehide", writePendingDrafts);
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") writePendingDrafts();
  });
}
