/**
 * The phone's selfie camera's live guidance (widget spec §8 "Passive liveness"): what is wrong
 * with the face in a frame, as far as a face detector and its landmarks can tell, judged in the
 * order a person would put it right (find the face, be alone, come fully into the picture, keep
 * off the edge, stand at the right distance, look straight, uncover the face). A frame with none
 * of these is right, and a few right frames in a row take the photo (auto-capture-streak.ts).
 *
 * The guidance helps the photo succeed; it proves nothing. The server decides on the photo it is
 * sent (docs/LIVENESS.md says what a single frame cannot show).
 */
import { facePoseOf, type LandmarkPoint } from "../../shared/face/face-pose.ts";

export interface GuidedFace {
  /** In the frame's pixels; a face partly out of the frame has a box that crosses its edge. */
  box: { x: number; y: number; width: number; height: number };
  /** The detector's confidence, 0..1. */
  score: number;
  /** The 68 landmarks, in the frame's pixels. */
  landmarks: readonly LandmarkPoint[];
}

export interface GuidedFrame {
  width: number;
  height: number;
  faces: readonly GuidedFace[];
}

export const FACE_GUIDANCE = [
  "noFace",
  "tooManyFaces",
  "faceCropped",
  "tooCloseToBorder",
  "faceTooClose",
  "faceTooSmall",
  "angleTooLarge",
  "faceOccluded",
] as const;
export type FaceGuidance = (typeof FACE_GUIDANCE)[number];

/**
 * The bounds, as shares of the frame's shorter side unless said otherwise. Straight faces of the
 * fixtures (tests/fixtures/faces) read yaw 0.01 to 0.16, pitch 0.33 to 0.40, roll under 7°, and
 * a detector score of 0.5 to 0.97; their faces are 0.38 to 0.48 of a 480 px wide frame.
 */
export const FACE_GUIDANCE_LIMITS = {
  /** Faces the detector scores below this are not counted as faces at all. */
  minScore: 0.3,
  /** A face scored below this is found but partly hidden (a hand, a mask, dark glasses). */
  clearScore: 0.45,
  /** The face box's width: narrower is too far… */
  minWidth: 0.25,
  /** …and wider too close. */
  maxWidth: 0.75,
  /** The gap the box keeps from every edge of the frame. */
  borderGap: 0.03,
  /** How far the box may cross an edge (of its own size) before the face counts as cut off. */
  cropTolerance: 0.05,
  /** The nose's place between the jaw's ends (face-pose.ts): further from 0 is turned away. */
  maxYaw: 0.2,
  /** The nose's drop from the eyes' line, as a share of the way to the chin. */
  minPitch: 0.25,
  maxPitch: 0.5,
  /** The eyes' line against the horizontal, in degrees. */
  maxRoll: 20,
} as const;

export type FaceGuidanceLimits = { [K in keyof typeof FACE_GUIDANCE_LIMITS]: number };

/** What is wrong with the frame's face, or undefined when it is right to be photographed. */
export function faceGuidance(
  frame: GuidedFrame,
  limits: FaceGuidanceLimits = FACE_GUIDANCE_LIMITS,
): FaceGuidance | undefined {
  const faces = frame.faces.filter((face) => face.score >= limits.minScore);
  if (faces.length === 0) return "noFace";
  if (faces.length > 1) return "tooManyFaces";
  const { box, score, landmarks } = faces[0]!;
  const side = Math.min(frame.width, frame.height);
  const over = limits.cropTolerance * Math.max(box.width, box.height);
  if (
    box.x < -over ||
    box.y < -over ||
    box.x + box.width > frame.width + over ||
    box.y + box.height > frame.height + over
  )
    return "faceCropped";
  const gap = limits.borderGap * side;
  if (
    box.x < gap ||
    box.y < gap ||
    box.x + box.width > frame.width - gap ||
    box.y + box.height > frame.height - gap
  )
    return "tooCloseToBorder";
  if (box.width > limits.maxWidth * side) return "faceTooClose";
  if (box.width < limits.minWidth * side) return "faceTooSmall";
  if (landmarks.length >= 68) {
    const pose = facePoseOf(landmarks);
    if (
      Math.abs(pose.yaw) > limits.maxYaw ||
      pose.pitch < limits.minPitch ||
      pose.pitch > limits.maxPitch ||
      Math.abs(pose.roll) > limits.maxRoll
    )
      return "angleTooLarge";
  }
  if (score < limits.clearScore) return "faceOccluded";
  return undefined;
}
