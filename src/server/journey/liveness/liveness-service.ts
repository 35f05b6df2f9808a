/**
 * Active liveness (widget spec §3 "Liveness actions", "Liveness results"; docs/LIVENESS.md): a
 * journey at its LIVENESS step opens a challenge, the straight look and then actions picked at
 * random from the step's pool; the browser sends camera frames, and the server judges each one:
 * one face, the selfie's face, showing the prompt it is at, within the prompt's time. The frame
 * that shows a prompt is kept and the next prompt is given. The attempt is counted when the last
 * prompt is shown (Passed), a frame shows someone else (Failed), a prompt's time runs out
 * (ActionTimedOut), or the challenge is left open for a new one (Interrupted).
 */
import { randomInt, randomUUID } from "node:crypto";
import {
  LIVENESS_BASELINE,
  type LivenessAction,
  type LivenessPrompt,
  type LivenessResult,
} from "../../../shared/identity/liveness.ts";
import type { CaptureStorage } from "../capture-storage.ts";
import { analyseFacesOffThread } from "../face/face-engine.ts";
import {
  DEFAULT_FACE_MATCH_SETTINGS,
  faceDistance,
  selfieFace,
  type FaceMatchSettings,
} from "../face/face-match.ts";
import {
  JourneyError,
  type CaptureAnswer,
  type CaptureAssessment,
  type LivenessSettings,
} from "../journey-contracts.ts";
import type { CaptureRecord, CheckOutcome, JourneyRecord } from "../journey-records.ts";
import type { JourneyService } from "../journey-service.ts";
import type { FaceAnalyser } from "../selfie-checker.ts";
import { faceSignsOf } from "./face-signs.ts";
import type { LivenessChallenge, LivenessChallenges } from "./liveness-challenges.ts";
import { LIVENESS_THRESHOLDS, showsPrompt, type LivenessThresholds } from "./liveness-judge.ts";

/** `count` different actions of `pool`, in a random order. */
export function pickActions(pool: readonly LivenessAction[], count: number): LivenessAction[] {
  const left = [...pool];
  const picked: LivenessAction[] = [];
  while (picked.length < count && left.length > 0)
    picked.push(left.splice(randomInt(left.length), 1)[0]!);
  return picked;
}

export interface LivenessOptions {
  analyse?: FaceAnalyser;
  pick?: typeof pickActions;
  faceMatch?: FaceMatchSettings;
  thresholds?: LivenessThresholds;
  now?: () => number;
}

/** A challenge as the browser is told it. */
export interface LivenessStartAnswer {
  challengeId: string;
  prompts: LivenessPrompt[];
  actionSeconds: number;
  attemptsRemaining: number;
}

/**
 * What a frame did: the challenge stays open (`prompt` is the one to show now, `guidance` why the
 * frame did not show it where the face could not be judged or was not looking straight), or its
 * attempt was counted (`livenessResult`, and the journey's answer as a capture's).
 */
export type LivenessFrameAnswer =
  | {
      challenge: "open";
      challengeId: string;
      prompt: LivenessPrompt;
      shown: number;
      secondsLeft: number;
      guidance: string | null;
    }
  | ({ challenge: "counted"; livenessResult: LivenessResult } & CaptureAnswer);

/** The reason an attempt that did not pass gives. */
const REASON_OF: Record<Exclude<LivenessResult, "Passed" | "Undefined">, string> = {
  Failed: "livenessFaceMismatch",
  ActionTimedOut: "livenessActionTimedOut",
  Interrupted: "livenessInterrupted",
};

export class LivenessService {
  private readonly analyse: FaceAnalyser;
  private readonly pick: typeof pickActions;
  private readonly faceMatch: FaceMatchSettings;
  private readonly thresholds: LivenessThresholds;
  private readonly now: () => number;

  constructor(
    private readonly journeys: JourneyService,
    private readonly challenges: LivenessChallenges,
    private readonly storage: CaptureStorage,
    private readonly options: LivenessOptions = {},
  ) {
    this.analyse = options.analyse ?? analyseFacesOffThread;
    this.pick = options.pick ?? pickActions;
    this.faceMatch = options.faceMatch ?? DEFAULT_FACE_MATCH_SETTINGS;
    this.thresholds = options.thresholds ?? LIVENESS_THRESHOLDS;
    this.now = options.now ?? Date.now;
  }

  private async settingsOf(journey: JourneyRecord): Promise<LivenessSettings> {
    const settings =
      journey.action === "LIVENESS"
        ? (await this.journeys.stepOf(journey, "LIVENESS"))?.liveness
        : undefined;
    if (!settings) throw new JourneyError("notAtLiveness");
    return settings;
  }

  /**
   * Opens a challenge at the journey's liveness step. A challenge left open is counted first, as
   * interrupted (timed out, where its prompt's time ran out): a new sequence costs an attempt, so
   * no one can ask for new ones until the actions suit a recording.
   */
  async start(
    journeyId: string,
    applicationId: string,
  ): Promise<LivenessStartAnswer | LivenessFrameAnswer> {
    return this.journeys.underClaim(journeyId, applicationId, async (found) => {
      let journey = found;
      const settings = await this.settingsOf(journey);
      const open = await this.challenges.open(journey.id);
      if (open) {
        const result = this.timedOut(open, settings) ? "ActionTimedOut" : "Interrupted";
        const counted = await this.count(
          journey,
          await this.journeys.captures(journey.id),
          open,
          result,
        );
        if (counted.state === "ended" || counted.action !== "LIVENESS") return counted;
        journey = await this.journeys.find(journeyId, applicationId);
      }
      const challenge: LivenessChallenge = {
        journeyId: journey.id,
        id: randomUUID(),
        prompts: [LIVENESS_BASELINE, ...this.pick(settings.pool, settings.actions)],
        done: 0,
        straightLook: null,
        promptStartedAt: this.now(),
        frameKeys: [],
        worstDistance: null,
      };
      if (!(await this.challenges.create(challenge))) throw new JourneyError("journeyBusy");
      return {
        challengeId: challenge.id,
        prompts: challenge.prompts,
        actionSeconds: settings.actionSeconds,
        attemptsRemaining: journey.attemptsLeft,
      };
    });
  }

  /** Judges one camera frame (JPEG or PNG bytes) of the challenge `challengeId`. */
  async frame(
    journeyId: string,
    applicationId: string,
    challengeId: string,
    readImage: () => Promise<Buffer>,
  ): Promise<LivenessFrameAnswer> {
    return this.journeys.underClaim(journeyId, applicationId, async (journey) => {
      const settings = await this.settingsOf(journey);
      const challenge = await this.challenges.open(journey.id);
      if (!challenge || challenge.id !== challengeId)
        throw new JourneyError("livenessChallengeNotFound");
      const bytes = await readImage();
      const captures = await this.journeys.captures(journey.id);
      if (this.timedOut(challenge, settings))
        return this.count(journey, captures, challenge, "ActionTimedOut");
      const photo = await this.journeys.acceptPhoto(bytes);
      const analysis = await this.analyse(photo, "livenessFrame");
      const face = selfieFace(analysis, this.faceMatch);
      const waiting = (guidance: string | null) => this.inChallenge(challenge, settings, guidance);
      if (typeof face === "string") return waiting(face);
      const selfie = selfieDescriptorOf(captures);
      const distance = selfie ? faceDistance(selfie, face.descriptor) : Infinity;
      const worstDistance = Math.max(challenge.worstDistance ?? 0, distance);
      if (distance > this.faceMatch.maxDistance) {
        const key = await this.journeys.keepPhoto(journey.id, photo);
        return this.count(
          journey,
          captures,
          { ...challenge, frameKeys: [...challenge.frameKeys, key], worstDistance },
          "Failed",
        );
      }
      const prompt = challenge.prompts[challenge.done]!;
      const signs = faceSignsOf(face);
      if (!showsPrompt(prompt, challenge.straightLook, signs, this.thresholds))
        return waiting(prompt === LIVENESS_BASELINE ? "lookStraight" : null);
      const key = await this.journeys.keepPhoto(journey.id, photo);
      const next: LivenessChallenge = {
        ...challenge,
        done: challenge.done + 1,
        straightLook: challenge.straightLook ?? signs,
        promptStartedAt: this.now(),
        frameKeys: [...challenge.frameKeys, key],
        worstDistance,
      };
      if (next.done === next.prompts.length) return this.count(journey, captures, next, "Passed");
      if (!(await this.challenges.advance(challenge, next))) {
        await this.storage.remove(key).catch(() => undefined);
        throw new JourneyError("journeyBusy");
      }
      return this.inChallenge(next, settings, null);
    });
  }

  private timedOut(challenge: LivenessChallenge, settings: LivenessSettings): boolean {
    return this.now() - challenge.promptStartedAt > settings.actionSeconds * 1000;
  }

  private inChallenge(
    challenge: LivenessChallenge,
    settings: LivenessSettings,
    guidance: string | null,
  ): LivenessFrameAnswer {
    const left = settings.actionSeconds * 1000 - (this.now() - challenge.promptStartedAt);
    return {
      challenge: "open",
      challengeId: challenge.id,
      prompt: challenge.prompts[challenge.done]!,
      shown: challenge.done,
      secondsLeft: Math.max(0, Math.ceil(left / 1000)),
      guidance,
    };
  }

  /**
   * Closes the challenge and counts its attempt, with the frames it kept; frames of an attempt
   * that cannot be counted are removed.
   */
  private async count(
    journey: JourneyRecord,
    captures: readonly CaptureRecord[],
    challenge: LivenessChallenge,
    result: Exclude<LivenessResult, "Undefined">,
  ): Promise<LivenessFrameAnswer & { challenge: "counted" }> {
    if (!(await this.challenges.close(challenge))) throw new JourneyError("journeyBusy");
    const passed = result === "Passed";
    const faceChecked: CheckOutcome =
      challenge.worstDistance === null ? "Skipped" : result === "Failed" ? "Failed" : "Passed";
    const assessment: CaptureAssessment = {
      highLevelResult: passed ? "Passed" : "Refer",
      documentSide: undefined,
      documentType: undefined,
      issuingCountryCode: undefined,
      scores: {
        actionsShown: Math.max(0, challenge.done - 1),
        ...(challenge.worstDistance !== null ? { faceDistance: challenge.worstDistance } : {}),
      },
      reasons: passed ? [] : [REASON_OF[result]],
      extracted: {},
      checks: { liveness: passed ? "Passed" : "Failed", livenessFace: faceChecked },
      findings: {
        livenessFrames: challenge.frameKeys,
        liveness: { result, prompts: challenge.prompts, shown: challenge.done },
      },
    };
    const answer = await this.journeys
      .countAttempt(journey, captures, assessment, challenge.frameKeys.at(-1) ?? "")
      .catch(async (error: unknown) => {
        for (const key of challenge.frameKeys)
          await this.storage.remove(key).catch(() => undefined);
        throw error;
      });
    return { challenge: "counted", livenessResult: result, ...answer };
  }
}

/** The face descriptor of the journey's latest selfie that matched the document. */
function selfieDescriptorOf(captures: readonly CaptureRecord[]): number[] | undefined {
  return captures.findLast(
    (capture) => capture.action === "SELFIE" && capture.findings?.faceDescriptor,
  )?.findings?.faceDescriptor;
}
