/**
 * Active liveness (widget spec §3 "Liveness actions", "Liveness results"): the actions a journey
 * can ask the face in front of the camera to make, the straight look every sequence begins with,
 * and the results a liveness attempt ends with. The server picks and verifies the actions; the
 * browser prompts them.
 */
export const LIVENESS_ACTIONS = [
  "smile",
  "frown",
  "lookLeft",
  "lookRight",
  "lookUp",
  "lookDown",
] as const;
export type LivenessAction = (typeof LIVENESS_ACTIONS)[number];

/** The first prompt of every sequence: the face as it is, which the actions are measured from. */
export const LIVENESS_BASELINE = "lookStraight";
export type LivenessPrompt = typeof LIVENESS_BASELINE | LivenessAction;

export const LIVENESS_RESULTS = [
  "Passed",
  "Failed",
  "ActionTimedOut",
  "Interrupted",
  "Undefined",
] as const;
export type LivenessResult = (typeof LIVENESS_RESULTS)[number];

export const isLivenessAction = (value: unknown): value is LivenessAction =>
  (LIVENESS_ACTIONS as readonly unknown[]).includes(value);
