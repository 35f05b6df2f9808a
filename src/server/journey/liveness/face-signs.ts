/**
 * What a liveness frame's face shows, in numbers the actions are judged by (liveness-judge.ts):
 * where it is turned (face-pose.ts, from the 68 landmarks) and how much it smiles or frowns (face-api's
 * expression net).
 */
import { facePoseOf, type FacePose } from "../../../shared/face/face-pose.ts";
import type { FoundFace } from "../face/face-model.ts";

export interface FaceSigns extends Omit<FacePose, "roll"> {
  /** The expression net's "happy". */
  smile: number;
  /** The expression net's "sad", "angry" and "disgusted" together. */
  frown: number;
}

export function faceSignsOf(face: Pick<FoundFace, "landmarks" | "expressions">): FaceSigns {
  const { yaw, pitch } = facePoseOf(face.landmarks);
  const expression = (name: string) => face.expressions[name] ?? 0;
  return {
    yaw,
    pitch,
    smile: expression("happy"),
    frown: expression("sad") + expression("angry") + expression("disgusted"),
  };
}
