/**
 * The liveness step (widget spec §3 "Liveness actions"; docs/LIVENESS.md): what it asks, a Start
 * button, then the front camera (mirrored, as a mirror shows the face) with the prompt the server
 * gives, the step it is at and the seconds left, and a line of guidance where the face could not
 * be judged. Frames go to the server, which decides; the view only shows what it said. Once the
 * attempt is counted the journey goes on (`onCounted`), to its next step, its end, or this step
 * again with the reason. A camera that cannot be opened is said with the catalogue's message.
 */
import { useEffect, useRef, useState } from "react";
import type { CameraProblem } from "../../../src/capture/camera/camera-permission.ts";
import { closeCamera, openCamera } from "../camera/camera-stream.ts";
import { JOURNEY_FOCUS, PROBLEM_FOCUS } from "../journey-focus.ts";
import { StatusLine } from "../StatusLine.tsx";
import type {
  LivenessCallFailed,
  LivenessCalls,
  LivenessChallengeOpened,
  LivenessCounted,
  LivenessProgress,
} from "./liveness-calls.ts";
import { runChallenge } from "./liveness-run.ts";

/** The widest frame sent: the server reads a frame at 640 px on its longest side. */
const FRAME_WIDTH = 480;

interface LivenessViewProps {
  t: (key: string, values?: Record<string, string | number>) => string;
  calls: LivenessCalls;
  attemptsRemaining: number;
  /** What went wrong with the last attempt. */
  problem: string | undefined;
  /** The attempt was counted; it began at `startedAt` (Start pressed, epoch milliseconds). */
  onCounted: (counted: LivenessCounted, startedAt: number) => void;
  onFailed: (failed: LivenessCallFailed) => void;
}

type Phase =
  | { name: "intro" }
  | { name: "opening" }
  | { name: "cameraProblem"; problem: CameraProblem }
  | { name: "running"; challenge: LivenessChallengeOpened; progress: LivenessProgress };

/** The video's picture, no wider than FRAME_WIDTH, as a JPEG. */
function grabFrame(video: HTMLVideoElement | null): Promise<Blob | undefined> {
  if (!video || video.videoWidth === 0) return Promise.resolve(undefined);
  const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob ?? undefined), "image/jpeg", 0.85),
  );
}

export function LivenessView({
  t,
  calls,
  attemptsRemaining,
  problem,
  onCounted,
  onFailed,
}: LivenessViewProps) {
  const [phase, setPhase] = useState<Phase>({ name: "intro" });
  const [secondsLeft, setSecondsLeft] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | undefined>(undefined);
  const stop = useRef<AbortController | undefined>(undefined);

  // The camera is closed and the frames stop when the view goes away.
  useEffect(
    () => () => {
      stop.current?.abort();
      closeCamera(stream.current);
    },
    [],
  );
  const running = phase.name === "running";
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(tick);
  }, [running]);

  const finish = () => {
    stop.current?.abort();
    closeCamera(stream.current);
    stream.current = undefined;
  };

  const begin = async () => {
    const startedAt = Date.now();
    setPhase({ name: "opening" });
    const opening = await openCamera("user");
    if (!opening.ok) return setPhase({ name: "cameraProblem", problem: opening.problem });
    stream.current = opening.stream;
    let opened;
    try {
      opened = await calls.start();
    } catch {
      opened = { kind: "failed", code: "network" } as const;
    }
    if (opened.kind !== "challenge") {
      finish();
      setPhase({ name: "intro" });
      return opened.kind === "counted" ? onCounted(opened, startedAt) : onFailed(opened);
    }
    const controller = new AbortController();
    stop.current = controller;
    setSecondsLeft(opened.actionSeconds);
    setPhase({
      name: "running",
      challenge: opened,
      progress: {
        kind: "open",
        prompt: opened.prompts[0]!,
        shown: 0,
        secondsLeft: opened.actionSeconds,
        guidance: null,
      },
    });
    const outcome = await runChallenge({
      calls,
      challengeId: opened.challengeId,
      grab: () => grabFrame(video.current),
      signal: controller.signal,
      onProgress: (progress) => {
        setSecondsLeft(progress.secondsLeft);
        setPhase({ name: "running", challenge: opened, progress });
      },
    });
    if (outcome.kind === "stopped") return;
    finish();
    setPhase({ name: "intro" });
    if (outcome.kind === "counted") onCounted(outcome, startedAt);
    else onFailed(outcome);
  };

  // The stream is attached once the video element is there.
  useEffect(() => {
    const element = video.current;
    if (!running || !element || element.srcObject === stream.current) return;
    element.srcObject = stream.current ?? null;
    // Muted and inline, the video plays without a gesture; a refusal leaves the frames blank.
    void Promise.resolve(element.play()).catch(() => undefined);
  }, [running]);

  if (phase.name === "opening") return <StatusLine text={t("identityJourney:liveness.opening")} />;

  if (phase.name === "running") {
    const { challenge, progress } = phase;
    return (
      <div className="liveness-view">
        <h2 tabIndex={-1} {...JOURNEY_FOCUS}>
          {t("identityJourney:liveness.title")}
        </h2>
        <p className="liveness-view__step">
          {t("identityJourney:liveness.step", {
            current: Math.min(progress.shown + 1, challenge.prompts.length),
            total: challenge.prompts.length,
          })}
        </p>
        <p className="liveness-view__prompt" aria-live="assertive">
          {t(`identityJourney:liveness.prompts.${progress.prompt}`)}
        </p>
        <div className="liveness-view__frame">
          <video
            ref={video}
            muted
            playsInline
            aria-label={t("identityJourney:camera.viewfinder")}
          />
          <div className="liveness-view__oval" aria-hidden="true" />
        </div>
        <p role="status">
          {progress.guidance
            ? t(`identityJourney:liveness.guidance.${progress.guidance}`)
            : t("identityJourney:liveness.secondsLeft", { seconds: secondsLeft })}
        </p>
      </div>
    );
  }

  return (
    <div className="liveness-view">
      <h2 tabIndex={-1} {...JOURNEY_FOCUS}>
        {t("identityJourney:liveness.title")}
      </h2>
      <p>{t("identityJourney:liveness.intro")}</p>
      {phase.name === "cameraProblem" ? (
        <p className="notice notice--error" role="alert" tabIndex={-1} {...PROBLEM_FOCUS}>
          {t(`identityJourney:camera.problems.${phase.problem}`)}
        </p>
      ) : problem ? (
        <p className="notice notice--error" role="alert" tabIndex={-1} {...PROBLEM_FOCUS}>
          {problem}
        </p>
      ) : null}
      <ul>
        <li>{t("identityJourney:liveness.tips.light")}</li>
        <li>{t("identityJourney:liveness.tips.alone")}</li>
        <li>{t("identityJourney:liveness.tips.follow")}</li>
      </ul>
      <p>{t("identityJourney:upload.attemptsRemaining", { count: attemptsRemaining })}</p>
      <button type="button" className="button button--primary" onClick={() => void begin()}>
        {t(
          phase.name === "cameraProblem"
            ? "identityJourney:camera.retry"
            : problem
              ? "identityJourney:liveness.tryAgain"
              : "identityJourney:liveness.start",
        )}
      </button>
    </div>
  );
}
