/**
 * Whether a frame shows what its prompt asked for (docs/LIVENESS.md): the straight look that
 * starts a sequence must face the camera with a still face; each action is a change from that
 * straight look, large enough that a photo held still cannot make it.
 */
import type { LivenessPrompt } from "../../../shared/identity/liveness.ts";
import type { FaceSigns } from "./face-signs.ts";

export const LIVENESS_THRESHOLDS = {
  /** The straight look: the nose at most this far from the jaw's middle. */
  straightYaw: 0.2,
  /** The straight look: neither smiling nor frowning more than this. */
  straightExpression: 0.6,
  /** A look to one side: the nose moves at least this share of the jaw's width that way. */
  turn: 0.15,
  /** A look up or down: the nose moves at least this share of the eyes-to-chin way. */
  nod: 0.07,
  /** A smile or a frown: the expression net gives it at least this… */
  expression: 0.7,
  /** …and at least this much more than on the straight look. */
  expressionRise: 0.4,
} as const;

export type LivenessThresholds = { [K in keyof typeof LIVENESS_THRESHOLDS]: number };

export function isStraightLook(
  signs: FaceSigns,
  limits: LivenessThresholds = LIVENESS_THRESHOLDS,
): boolean {
  return (
    Math.abs(signs.yaw) <= limits.straightYaw &&
    signs.smile < limits.straightExpression &&
    signs.frown < limits.straightExpression
  );
}

/** Whether `signs` show `prompt`, measured from the sequence's straight look. */
export function showsPrompt(
  prompt: LivenessPrompt,
  straight: FaceSigns | null,
  signs: FaceSigns,
  limits: LivenessThresholds = LIVENESS_THRESHOLDS,
): boolean {
  if (prompt === "lookStraight" || !straight) return isStraightLook(signs, limits);
  const expressed = (now: number, before: number) =>
    now >= limits.expression && now - before >= limits.expressionRise;
  switch (prompt) {
    case "smile":
      return expressed(signs.smile, straight.smile);
    case "frown":
      return expressed(signs.frown, straight.frown);
    case "lookLeft":
      return signs.yaw - straight.yaw >= limits.turn;
    case "lookRight":
      return straight.yaw - signs.yaw >= limits.turn;
    case "lookUp":
      return straight.pitch - signs.pitch >= limits.nod;
    case "lookDown":
      return signs.pitch - straight.pitch >= limits.nod;
  }
}
