/**
 * What a liveness frame's face shows, in numbers the actions are judged by (liveness-judge.ts):
 * where it is turned and how much it smiles or frowns. The turn comes from the 68 landmarks,
 * straightened first so that a head tilted to one side reads as neither turned nor nodding; the
 * expressions from face-api's expression net.
 */
import type { FoundFace } from "../face/face-model.ts";

export interface FaceSigns {
  /**
   * Where the nose tip lies between the jaw's two ends, from -0.5 (at the photo's left end) to
   * 0.5 (at its right end). A face looking at the camera is near 0; one that turns to the
   * person's own left moves it right in the camera's (unmirrored) photo.
   */
  yaw: number;
  /**
   * How far down the nose tip lies from the eyes' line, as a share of the way to the chin: it
   * falls when the face looks up and grows when it looks down.
   */
  pitch: number;
  /** The expression net's "happy". */
  smile: number;
  /** The expression net's "sad", "angry" and "disgusted" together. */
  frown: number;
}

type Point = readonly [number, number];

const NOSE_TIP = 30;
const CHIN = 8;
const JAW_LEFT = 0;
const JAW_RIGHT = 16;
const LEFT_EYE = [36, 37, 38, 39, 40, 41];
const RIGHT_EYE = [42, 43, 44, 45, 46, 47];

const centreOf = (points: readonly Point[]): Point => [
  points.reduce((sum, [x]) => sum + x, 0) / points.length,
  points.reduce((sum, [, y]) => sum + y, 0) / points.length,
];

export function faceSignsOf(face: Pick<FoundFace, "landmarks" | "expressions">): FaceSigns {
  const at = (index: number): Point => face.landmarks[index]!;
  const leftEye = centreOf(LEFT_EYE.map(at));
  const rightEye = centreOf(RIGHT_EYE.map(at));
  const eyes = centreOf([leftEye, rightEye]);
  // Turned about the eyes' midpoint so that the eyes' line is level.
  const tilt = Math.atan2(rightEye[1] - leftEye[1], rightEye[0] - leftEye[0]);
  const cos = Math.cos(-tilt);
  const sin = Math.sin(-tilt);
  const level = (index: number): Point => {
    const [x, y] = at(index);
    const dx = x - eyes[0];
    const dy = y - eyes[1];
    return [dx * cos - dy * sin, dx * sin + dy * cos];
  };
  const [noseX, noseY] = level(NOSE_TIP);
  const [leftX] = level(JAW_LEFT);
  const [rightX] = level(JAW_RIGHT);
  const [, chinY] = level(CHIN);
  const expression = (name: string) => face.expressions[name] ?? 0;
  return {
    yaw: (noseX - (leftX + rightX) / 2) / Math.max(1, rightX - leftX),
    pitch: noseY / Math.max(1, chinY),
    smile: expression("happy"),
    frown: expression("sad") + expression("angry") + expression("disgusted"),
  };
}
