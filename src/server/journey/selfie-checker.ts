/**
 * The journey's selfie check: the one face on the selfie against the portrait on the photo of the
 * document the journey accepted (face/face-match.ts). A selfie with no face, several, or one too
 * small is refused as such; one that shows someone else fails the match. A document photo with no
 * portrait to match cannot be passed by any selfie. A selfie that matched keeps its face's
 * descriptor, which the liveness frames are compared with. The portrait's analysis is kept
 * (face/portrait-cache.ts), and can be started before the selfie comes (`preparePortrait`).
 */
import { analyseFacesOffThread } from "./face/face-engine.ts";
import {
  DEFAULT_FACE_MATCH_SETTINGS,
  matchFaces,
  type FaceMatchOutcome,
  type FaceMatchSettings,
} from "./face/face-match.ts";
import type { FaceAnalysis, PhotoKind } from "./face/face-model.ts";
import { createPortraitCache } from "./face/portrait-cache.ts";
import type { CaptureAssessment } from "./journey-contracts.ts";
import type { CheckOutcome } from "./journey-records.ts";

export type FaceAnalyser = (image: Uint8Array, kind: PhotoKind) => Promise<FaceAnalysis>;

export interface SelfieChecker {
  assess(selfie: Buffer, documentPhoto: Buffer | undefined): Promise<CaptureAssessment>;
  /** Starts reading the portrait of a document photo a selfie will be matched with. */
  preparePortrait(documentPhoto: Buffer): void;
}

/** The reason a selfie's verdict gives, and its two checks: a face found, and matched. */
const VERDICTS: Record<
  FaceMatchOutcome["verdict"],
  { reason?: string; faceFound: CheckOutcome; faceMatch: CheckOutcome }
> = {
  match: { faceFound: "Passed", faceMatch: "Passed" },
  mismatch: { reason: "faceMismatch", faceFound: "Passed", faceMatch: "Failed" },
  noFace: { reason: "noFaceFound", faceFound: "Failed", faceMatch: "Skipped" },
  severalFaces: { reason: "severalFaces", faceFound: "Failed", faceMatch: "Skipped" },
  faceTooSmall: { reason: "faceTooSmall", faceFound: "Failed", faceMatch: "Skipped" },
  noPortrait: { reason: "noPortrait", faceFound: "Passed", faceMatch: "Undetermined" },
};

export function createSelfieChecker(
  analyse: FaceAnalyser = analyseFacesOffThread,
  settings: FaceMatchSettings = DEFAULT_FACE_MATCH_SETTINGS,
): SelfieChecker {
  const noFaces = (): FaceAnalysis => ({ width: 0, height: 0, faces: [] });
  const portraits = createPortraitCache((photo) => analyse(photo, "documentPhoto"));
  return {
    preparePortrait(documentPhoto) {
      // A failure here is met again, and answered, by the selfie's own check.
      portraits.facesOf(documentPhoto).catch(() => undefined);
    },
    async assess(selfie, documentPhoto) {
      const [portrait, face] = await Promise.all([
        documentPhoto ? portraits.facesOf(documentPhoto) : noFaces(),
        analyse(selfie, "selfie"),
      ]);
      const outcome = matchFaces(portrait, face, settings);
      const verdict = VERDICTS[outcome.verdict];
      const scores: Record<string, number> =
        "distance" in outcome ? { faceDistance: outcome.distance } : {};
      return {
        highLevelResult: outcome.verdict === "match" ? "Passed" : "Refer",
        documentSide: undefined,
        documentType: undefined,
        issuingCountryCode: undefined,
        scores,
        reasons: verdict.reason ? [verdict.reason] : [],
        extracted: {},
        checks: { faceFound: verdict.faceFound, faceMatch: verdict.faceMatch },
        // The matched face's descriptor: the liveness frames must show the same face.
        findings: outcome.verdict === "match" ? { faceDescriptor: face.faces[0]!.descriptor } : {},
      };
    },
  };
}
