/**
 * What a computation made of some bytes, kept by the bytes' SHA-256, for a computation whose
 * answer depends on the bytes alone (a model reading a photo): the same bytes again are answered
 * by the first computation, even while it still runs. Bounded: beyond `capacity` the least
 * recently used goes first. A computation that failed is forgotten, so the next ask tries again.
 * Each process has its own.
 */
import { createHash } from "node:crypto";

export interface ContentCache<T> {
  /** What `compute` makes of `bytes`: the answer kept, else `compute` started (and kept). */
  get(bytes: Uint8Array, compute: () => Promise<T>): Promise<T>;
  /** How many answers are kept. */
  readonly size: number;
}

export function createContentCache<T>(capacity: number): ContentCache<T> {
  const kept = new Map<string, Promise<T>>();
  return {
    get(bytes, compute) {
      const key = createHash("sha256").update(bytes).digest("base64url");
      const found = kept.get(key);
      if (found) {
        // The most recently used last: the first in the map is the one to let go.
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      const started = compute();
      kept.set(key, started);
      started.catch(() => {
        if (kept.get(key) === started) kept.delete(key);
      });
      if (kept.size > capacity) kept.delete(kept.keys().next().value!);
      return started;
    },
    get size() {
      return kept.size;
    },
  };
}
