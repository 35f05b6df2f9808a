/**
 * What a client has typed into a step and not sent yet, kept in the tab's session storage so a
 * reload loses nothing. Bound to the application's token (another login in the tab starts
 * clean), dropped once the step is sent, and never holding a `writeOnly` field (passwords, proofs,
 * one-time codes).
 */
const PREFIX = "onboarding.draft.";

interface StoredDraft {
  token: string;
  data: Record<string, unknown>;
}

export function keepDraft(step: string, token: string, data: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(PREFIX + step, JSON.stringify({ token, data } satisfies StoredDraft));
  } catch {
    // A full or disabled storage only loses the convenience.
  }
}

export function draftOf(
  step: string,
  token: string | undefined,
): Record<string, unknown> | undefined {
  if (!token) return undefined;
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(PREFIX + step) ?? "null",
    ) as StoredDraft | null;
    return stored?.token === token ? stored.data : undefined;
  } catch {
    return undefined;
  }
}

export function forgetDraft(step: string): void {
  sessionStorage.removeItem(PREFIX + step);
}

/** A restart or a logout: no draft of the old application may fill a new one. */
export function forgetDrafts(): void {
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}
