/**
 * One liveness challenge as the browser runs it: a frame taken from the camera, sent, and the
 * answer read; again after a short pause while the challenge stays open, until its attempt is
 * counted, a call fails or the view goes away. Frames go one at a time, so the server judges them
 * in the order they were taken.
 */
import type {
  LivenessCallFailed,
  LivenessCalls,
  LivenessCounted,
  LivenessProgress,
} from "./liveness-calls.ts";

/** The pause between an answer and the next frame: about two frames a second with the judging. */
export const FRAME_PAUSE_MS = 250;

export interface ChallengeRun {
  calls: Pick<LivenessCalls, "frame">;
  challengeId: string;
  /** The camera's current picture as a JPEG, or none while it has none yet. */
  grab: () => Promise<Blob | undefined>;
  onProgress: (progress: LivenessProgress) => void;
  signal: AbortSignal;
  pause?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runChallenge(
  run: ChallengeRun,
): Promise<LivenessCounted | LivenessCallFailed | { kind: "stopped" }> {
  const pause = run.pause ?? wait;
  while (!run.signal.aborted) {
    const frame = await run.grab();
    if (run.signal.aborted) break;
    if (!frame) {
      await pause(FRAME_PAUSE_MS);
      continue;
    }
    let answer;
    try {
      answer = await run.calls.frame(run.challengeId, frame);
    } catch {
      return { kind: "failed", code: "network" };
    }
    if (run.signal.aborted) break;
    if (answer.kind !== "open") return answer;
    run.onProgress(answer);
    await pause(FRAME_PAUSE_MS);
  }
  return { kind: "stopped" };
}
