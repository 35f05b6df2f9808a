/**
 * The journey's trust score (widget spec §2 "Results", scores): the share of its decided check
 * details that passed, 0 to 100. A detail that does not apply (NotNeeded) or is still to be done
 * (SuccessNeeded) is left out; one skipped because an earlier check failed counts as not passed,
 * as do Failed and Undetermined. docs/decisions/identity-document-desktop-upload.md, "The
 * scores", says why it is this simple.
 */
export interface TrustScore {
  /** 0 to 100, rounded. */
  score: number;
  passed: number;
  decided: number;
  /** Details still to be done, not in the score. */
  pending: number;
}

/** The score of check details in the spec's values ("Passed") or lower case ("passed"). */
export function trustScoreOf(
  details: Readonly<Record<string, string>> | null | undefined,
): TrustScore | undefined {
  let passed = 0;
  let decided = 0;
  let pending = 0;
  for (const value of Object.values(details ?? {})) {
    const outcome = value.toLowerCase();
    if (outcome === "notneeded") continue;
    if (outcome === "successneeded") pending++;
    else {
      decided++;
      if (outcome === "passed") passed++;
    }
  }
  if (decided === 0) return undefined;
  return { score: Math.round((100 * passed) / decided), passed, decided, pending };
}
