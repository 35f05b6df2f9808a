/**
 * Document photos' faces analysed lately, by the photo's hash, so a selfie is matched without
 * reading its portrait again: the analysis is started when the front passes (the selfie follows
 * some seconds later), and a second or third selfie of the same journey finds it done. Bounded
 * (the least recently used goes first); an analysis that failed is forgotten, so the selfie's
 * check tries it again. Each instance has its own: a selfie that lands on another instance reads
 * the portrait itself.
 */
import { createContentCache } from "../content-cache.ts";
import type { FaceAnalysis } from "./face-model.ts";

export type PortraitAnalyser = (photo: Uint8Array) => Promise<FaceAnalysis>;

/** Portraits kept: a few hundred journeys at their selfie at once, each under 20 KiB. */
export const PORTRAIT_CACHE_SIZE = 256;

export interface PortraitCache {
  /** The faces of the document photo: the analysis kept, else one started (and kept). */
  facesOf(photo: Uint8Array): Promise<FaceAnalysis>;
  readonly size: number;
}

export function createPortraitCache(
  analyse: PortraitAnalyser,
  capacity = PORTRAIT_CACHE_SIZE,
): PortraitCache {
  const kept = createContentCache<FaceAnalysis>(capacity);
  return {
    facesOf: (photo) => kept.get(photo, () => analyse(photo)),
    get size() {
      return kept.size;
    },
  };
}
