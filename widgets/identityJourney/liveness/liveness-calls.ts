/**
 * What the liveness view asks of its host (the journey service's `journey/liveness/start` and
 * `journey/liveness/frame`, src/server/journey/liveness/liveness-routes.ts) and the answers it
 * reads: a challenge opened, a frame that left it open (the prompt to show now), or the attempt
 * counted (the journey's answer as a capture's), or a call that failed.
 */
import type { LivenessPrompt, LivenessResult } from "../../../src/shared/identity/liveness.ts";

export interface LivenessChallengeOpened {
  kind: "challenge";
  challengeId: string;
  prompts: LivenessPrompt[];
  actionSeconds: number;
  attemptsRemaining: number;
}

export interface LivenessProgress {
  kind: "open";
  prompt: LivenessPrompt;
  /** How many prompts the face has shown. */
  shown: number;
  secondsLeft: number;
  /** Why the frame did not show the prompt, where the face could not be judged. */
  guidance: string | null;
}

export interface LivenessCounted {
  kind: "counted";
  journeyId: string;
  livenessResult: LivenessResult;
  reasons: readonly string[];
  attemptsRemaining: number;
}

export interface LivenessCallFailed {
  kind: "failed";
  code: string;
  /** The service's own words, when it answered. */
  message?: string;
}

export interface LivenessCalls {
  start(): Promise<LivenessChallengeOpened | LivenessCounted | LivenessCallFailed>;
  frame(
    challengeId: string,
    frame: Blob,
  ): Promise<LivenessProgress | LivenessCounted | LivenessCallFailed>;
}

/** A service answer (`{ status, … }`) as the view reads it. */
export function livenessAnswerOf(
  ok: boolean,
  body: Record<string, unknown>,
  fallbackJourneyId: string,
): LivenessChallengeOpened | LivenessProgress | LivenessCounted | LivenessCallFailed {
  if (!ok)
    return {
      kind: "failed",
      code: typeof body.code === "string" ? body.code : "unexpected",
      ...(typeof body.globalError === "string" ? { message: body.globalError } : {}),
    };
  if (body.challenge === "counted")
    return {
      kind: "counted",
      journeyId: typeof body.journeyId === "string" ? body.journeyId : fallbackJourneyId,
      livenessResult: body.livenessResult as LivenessResult,
      reasons: Array.isArray(body.reasons)
        ? body.reasons.filter((reason): reason is string => typeof reason === "string")
        : [],
      attemptsRemaining: Number(body.attemptsRemaining),
    };
  if (body.challenge === "open")
    return {
      kind: "open",
      prompt: body.prompt as LivenessPrompt,
      shown: Number(body.shown),
      secondsLeft: Number(body.secondsLeft),
      guidance: typeof body.guidance === "string" ? body.guidance : null,
    };
  if (typeof body.challengeId === "string" && Array.isArray(body.prompts))
    return {
      kind: "challenge",
      challengeId: body.challengeId,
      prompts: body.prompts as LivenessPrompt[],
      actionSeconds: Number(body.actionSeconds),
      attemptsRemaining: Number(body.attemptsRemaining),
    };
  return { kind: "failed", code: "unexpected" };
}
