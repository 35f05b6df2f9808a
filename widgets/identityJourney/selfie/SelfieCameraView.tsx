/**
 * The phone's selfie camera (widget spec §2 "Camera capture view for selfie"): the front camera
 * in a mirrored viewfinder with an oval for the face, a loading animation while the camera and
 * the face detector start, the caption, live guidance with the spec's passive-liveness messages
 * (§8), the round capture button, the manual-capture switch (hidden by default; shown checked
 * where the journey definition's SELFIE step says so), the attempts remaining, Close (the file upload
 * instead) and Help (one good and three bad examples). Frames go to the face detector in a worker
 * (face-guide-worker.ts); once the face has been right for a few frames in a row, the photo is
 * taken by itself, unless manual capture is on. The round button takes it at any time. The
 * server decides on the photo; the guidance only helps it succeed.
 */
import { useEffect, useRef, useState } from "react";
import { nextStreak, streakTakesPhoto } from "../../../src/capture/camera/auto-capture-streak.ts";
import type { CameraProblem } from "../../../src/capture/camera/camera-permission.ts";
import { faceGuidance, type FaceGuidance } from "../../../src/capture/selfie/face-guidance.ts";
import type { SelfieManualCapture } from "../../../src/shared/identity/selfie-capture.ts";
import { closeCamera, openCamera } from "../camera/camera-stream.ts";
import { CameraViewFoot } from "../camera/CameraViewFoot.tsx";
import { startFrameSampler } from "../camera/frame-sampler.ts";
import { RoundShutter } from "../camera/RoundShutter.tsx";
import { photoFromVideo } from "../camera/take-photo.ts";
import { Viewfinder } from "../camera/Viewfinder.tsx";
import { Gallery } from "../ExampleGallery.tsx";
import { JOURNEY_FOCUS, PROBLEM_FOCUS } from "../journey-focus.ts";
import { StatusLine } from "../StatusLine.tsx";
import type { FaceFrameAnswer, FaceFrameRequest } from "./face-guide-worker.ts";
import "../camera/camera.css";
import "./selfie-camera.css";

/** The width frames are scaled to for the face detector (its input side). */
const DETECTION_WIDTH = 320;

export interface SelfieCameraViewProps {
  t: (key: string, values?: Record<string, string | number>) => string;
  attemptsRemaining: number;
  /** A message about the last photo or upload, shown as an alert. */
  problem: string | undefined;
  /** The photo is being prepared or sent: the verifying spinner shows. */
  busy: boolean;
  onPhoto: (photo: File) => void;
  /** A stream opened before (the page's permission check, on the back camera): closed first. */
  takeInitialStream?: () => MediaStream | undefined;
  /** The front camera could not be opened. */
  onProblem: (problem: CameraProblem) => void;
  /** Close: the file upload instead of the camera. */
  onClose: () => void;
  /** The manual-capture switch: hidden (the photo is taken by itself), or shown and checked. */
  manualCapture?: SelfieManualCapture;
  /**
   * The client's own choice on the switch, kept by the page so that it holds over a failed
   * selfie (the view opens again); until the client touches it, the definition's default.
   */
  manual?: boolean;
  /** The client switched manual capture on or off. */
  onManualChange?: (manual: boolean) => void;
  /** A dialog of this view opened or closed. */
  onDialog?: (open: boolean) => void;
}

/** What the detector has said so far: nothing yet, unable to run, or its latest guidance. */
type Detector =
  | { status: "starting" }
  | { status: "failed" }
  | { status: "running"; guidance: FaceGuidance | undefined; streak: number };

export function SelfieCameraView({
  t,
  attemptsRemaining,
  problem,
  busy,
  onPhoto,
  onProblem,
  onClose,
  manualCapture = "hidden",
  manual = manualCapture === "shownChecked",
  onManualChange,
  takeInitialStream,
  onDialog,
}: SelfieCameraViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | undefined>();
  const [detector, setDetector] = useState<Detector>({ status: "starting" });
  const [helpOpen, setHelpOpen] = useState(false);
  const [taking, setTaking] = useState(false);
  const handlers = useRef({ onPhoto, onProblem });
  useEffect(() => {
    handlers.current = { onPhoto, onProblem };
  });

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | undefined;
    closeCamera(takeInitialStream?.());
    void openCamera("user").then((opening) => {
      if (!opening.ok) {
        if (!cancelled) handlers.current.onProblem(opening.problem);
        return;
      }
      opened = opening.stream;
      if (cancelled) return closeCamera(opened);
      setStream(opened);
    });
    return () => {
      cancelled = true;
      closeCamera(opened);
    };
  }, [takeInitialStream]);

  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    const sampler = startFrameSampler<FaceFrameAnswer>(element, {
      worker: new Worker(new URL("./face-guide-worker.ts", import.meta.url), { type: "module" }),
      width: DETECTION_WIDTH,
      request: (bitmap): FaceFrameRequest => ({ bitmap }),
      onAnswer: (answer) => {
        if ("failed" in answer) {
          console.warn(`the face detector could not run: ${answer.failed}`);
          return setDetector({ status: "failed" });
        }
        const guidance = faceGuidance(answer);
        setDetector((before) => ({
          status: "running",
          guidance,
          streak: nextStreak(before.status === "running" ? before.streak : 0, !guidance),
        }));
      },
    });
    return () => {
      sampler.stop();
      element.srcObject = null;
    };
  }, [stream]);

  const take = () => {
    const element = video.current;
    if (!element || taking || busy) return;
    setTaking(true);
    photoFromVideo(element, "selfie").then(
      (photo) => handlers.current.onPhoto(photo),
      () => setTaking(false),
    );
  };
  const ready = detector.status === "running" && streakTakesPhoto(detector.streak);
  // Not while the help is open: the client is reading, not posing.
  useEffect(() => {
    if (ready && !manual && !helpOpen) take();
    // `take` reads the latest state itself; the photo is taken once the streak is long enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, manual, helpOpen]);

  const openHelp = (open: boolean) => {
    setHelpOpen(open);
    onDialog?.(open);
  };
  const loading = !stream || detector.status === "starting";
  const guidance =
    detector.status === "failed"
      ? t("identityJourney:selfieCamera.noGuidance")
      : detector.status === "running"
        ? detector.guidance
          ? t(`identityJourney:selfieCamera.guidance.${detector.guidance}`)
          : manual
            ? t("identityJourney:selfieCamera.faceRightManual")
            : t("identityJourney:selfieCamera.holdStill")
        : undefined;

  return (
    <div className="camera-view selfie-camera">
      <h2 tabIndex={-1} {...JOURNEY_FOCUS}>
        {t("identityJourney:upload.selfie.title")}
      </h2>
      {problem ? (
        <p className="notice notice--error" role="alert" tabIndex={-1} {...PROBLEM_FOCUS}>
          {problem}
        </p>
      ) : null}
      <p>{t("identityJourney:selfieCamera.caption")}</p>
      <Viewfinder
        videoRef={video}
        stream={stream}
        label={t("identityJourney:camera.viewfinder")}
        className="selfie-camera__frame"
      >
        <div
          className={`selfie-camera__oval${detector.status === "running" && !detector.guidance ? " selfie-camera__oval--good" : ""}`}
          aria-hidden="true"
        />
        {loading ? <div className="camera-view__loading" aria-hidden="true" /> : null}
      </Viewfinder>
      {busy || taking ? (
        <StatusLine text={t("identityJourney:verifying")} />
      ) : loading ? (
        <StatusLine text={t("identityJourney:selfieCamera.loading")} />
      ) : (
        <p role="status" aria-live="polite" className="selfie-camera__guidance">
          {guidance}
        </p>
      )}
      <RoundShutter
        label={t("identityJourney:selfieCamera.shutter")}
        disabled={loading || busy || taking}
        onTake={take}
      />
      {manualCapture === "hidden" ? null : (
        <label className="camera-view__switch">
          <input
            type="checkbox"
            role="switch"
            checked={manual}
            onChange={(event) => onManualChange?.(event.target.checked)}
          />
          {t("identityJourney:camera.manual")}
        </label>
      )}
      <CameraViewFoot
        t={t}
        attemptsRemaining={attemptsRemaining}
        keys={{
          help: "identityJourney:selfieCamera.help",
          useFiles: "identityJourney:selfieCamera.close",
          title: "identityJourney:selfieCamera.helpTitle",
        }}
        helpOpen={helpOpen}
        onHelp={openHelp}
        onUseFiles={onClose}
      >
        <p>
          {t(
            manual
              ? "identityJourney:selfieCamera.helpBodyManual"
              : "identityJourney:selfieCamera.helpBody",
          )}
        </p>
        <Gallery t={t} document="passport" subject="selfie" />
      </CameraViewFoot>
    </div>
  );
}
