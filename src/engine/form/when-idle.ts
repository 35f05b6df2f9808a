/**
 * Runs `work` when the browser is next idle (within `timeoutMs` at the latest); where the browser
 * has no idle callbacks, soon after the current task. Answers a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}
