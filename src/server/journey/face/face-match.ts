/**
 * The face match's verdict, from the faces found on the document photo and on the selfie: the
 * document's portrait is its largest face; the selfie must show one face, large enough; the two
 * descriptors' Euclidean distance decides against the configured threshold.
 */
import type { FaceAnalysis, FoundFace } from "./face-model.ts";

export interface FaceMatchSettings {
  /** Two faces at most this far apart are the same person (docs/FACE-MATCH.md measures it). */
  maxDistance: number;
  /** A selfie's face must be at least this share of the photo's width. */
  minSelfieFaceWidth: number;
  /** A second face at least this share of the first one's width makes a selfie show two people. */
  secondFaceShare: number;
}

/** The measured threshold (docs/FACE-MATCH.md) and the selfie's framing rules. */
export const DEFAULT_FACE_MATCH_SETTINGS: FaceMatchSettings = {
  maxDistance: 0.45,
  minSelfieFaceWidth: 0.15,
  secondFaceShare: 0.5,
};

export type FaceMatchOutcome =
  | { verdict: "match" | "mismatch"; distance: number }
  | { verdict: "noPortrait" | "noFace" | "faceTooSmall" | "severalFaces" };

export function faceDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}

/** The selfie's (or a liveness frame's) one face, or why there is none to compare. */
export function selfieFace(
  selfie: FaceAnalysis,
  settings: FaceMatchSettings,
): FoundFace | Exclude<FaceMatchOutcome["verdict"], "match" | "mismatch" | "noPortrait"> {
  const [first, second] = selfie.faces;
  if (!first) return "noFace";
  if (second && second.box.width >= first.box.width * settings.secondFaceShare)
    return "severalFaces";
  if (first.box.width < selfie.width * settings.minSelfieFaceWidth) return "faceTooSmall";
  return first;
}

export function matchFaces(
  documentPhoto: FaceAnalysis,
  selfie: FaceAnalysis,
  settings: FaceMatchSettings,
): FaceMatchOutcome {
  const portrait = documentPhoto.faces[0];
  if (!portrait) return { verdict: "noPortrait" };
  const face = selfieFace(selfie, settings);
  if (typeof face === "string") return { verdict: face };
  const distance = faceDistance(portrait.descriptor, face.descriptor);
  return { verdict: distance <= settings.maxDistance ? "match" : "mismatch", distance };
}
