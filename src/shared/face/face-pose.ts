/**
 * Where a face is turned, from its 68 landmarks (iBUG 300-W order, as face-api gives them),
 * straightened first so that a head tilted to one side reads as neither turned nor nodding. The
 * server judges the liveness actions by it; the phone's selfie camera, whether a face looks
 * straight enough to be photographed.
 */

export type LandmarkPoint = readonly [number, number];

export interface FacePose {
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
  /** The eyes' line against the horizontal, in degrees (the head tilted to a shoulder). */
  roll: number;
}

const NOSE_TIP = 30;
const CHIN = 8;
const JAW_LEFT = 0;
const JAW_RIGHT = 16;
const LEFT_EYE = [36, 37, 38, 39, 40, 41];
const RIGHT_EYE = [42, 43, 44, 45, 46, 47];
/** The landmarks a pose is read from: face-api's 68 (the full and the tiny net give as many). */
export const POSE_LANDMARK_COUNT = 68;

const centreOf = (points: readonly LandmarkPoint[]): LandmarkPoint => [
  points.reduce((sum, [x]) => sum + x, 0) / points.length,
  points.reduce((sum, [, y]) => sum + y, 0) / points.length,
];

export function facePoseOf(landmarks: readonly LandmarkPoint[]): FacePose {
  const at = (index: number): LandmarkPoint => landmarks[index]!;
  const leftEye = centreOf(LEFT_EYE.map(at));
  const rightEye = centreOf(RIGHT_EYE.map(at));
  const eyes = centreOf([leftEye, rightEye]);
  // Turned about the eyes' midpoint so that the eyes' line is level.
  const tilt = Math.atan2(rightEye[1] - leftEye[1], rightEye[0] - leftEye[0]);
  const cos = Math.cos(-tilt);
  const sin = Math.sin(-tilt);
  const level = (index: number): LandmarkPoint => {
    const [x, y] = at(index);
    const dx = x - eyes[0];
    const dy = y - eyes[1];
    return [dx * cos - dy * sin, dx * sin + dy * cos];
  };
  const [noseX, noseY] = level(NOSE_TIP);
  const [leftX] = level(JAW_LEFT);
  const [rightX] = level(JAW_RIGHT);
  const [, chinY] = level(CHIN);
  return {
    yaw: (noseX - (leftX + rightX) / 2) / Math.max(1, rightX - leftX),
    pitch: noseY / Math.max(1, chinY),
    roll: (tilt * 180) / Math.PI,
  };
}
