/**
 * The phone's camera for a proof of address or a health certificate (widget spec §2 "Camera
 * capture view for selfie, address and health certificate"): what the page must show (and, for an
 * address, how recent), the back camera in the viewfinder with a page-shaped frame, a loading
 * animation while it starts, the caption, the round capture button, the verifying
 * spinner while the photo is prepared and sent, the attempts remaining, Help (the glare, far and
 * blur tips) and Close (the file upload instead). A page is taken by hand: there is no
 * auto-capture, so the manual-capture switch is not shown (the spec's "hidden by default").
 */
import { useEffect, useRef, useState } from "react";
import type { CameraProblem } from "../../../src/capture/camera/camera-permission.ts";
import type { PageSubject } from "../document-kind.ts";
import { JOURNEY_FOCUS, PROBLEM_FOCUS } from "../journey-focus.ts";
import { StatusLine } from "../StatusLine.tsx";
import { closeCamera, openCamera } from "./camera-stream.ts";
import { CameraViewFoot } from "./CameraViewFoot.tsx";
import { RoundShutter } from "./RoundShutter.tsx";
import { photoFromVideo } from "./take-photo.ts";
import { Viewfinder } from "./Viewfinder.tsx";
import "./camera.css";

export interface PageCameraViewProps {
  t: (key: string, values?: Record<string, string | number>) => string;
  /** The page asked for. @default "addressProof" */
  subject?: PageSubject;
  attemptsRemaining: number;
  /** A message about the last photo or upload, shown as an alert. */
  problem: string | undefined;
  /** How recent the page must be, in months. @default 3 */
  issuedWithinMonths?: number | undefined;
  /** The photo is being prepared or sent: the verifying spinner shows. */
  busy: boolean;
  onPhoto: (photo: File) => void;
  /** The stream the permission check opened (the back camera): used first, not asked again. */
  takeInitialStream?: () => MediaStream | undefined;
  /** The camera could not be opened. */
  onProblem: (problem: CameraProblem) => void;
  /** Close: the file upload instead of the camera. */
  onClose: () => void;
  /** A dialog of this view opened or closed. */
  onDialog?: (open: boolean) => void;
}

const TIPS = ["glare", "far", "blur"] as const;

export function PageCameraView({
  t,
  subject = "addressProof",
  attemptsRemaining,
  problem,
  issuedWithinMonths = 3,
  busy,
  onPhoto,
  takeInitialStream,
  onProblem,
  onClose,
  onDialog,
}: PageCameraViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | undefined>();
  const [playing, setPlaying] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [taking, setTaking] = useState(false);
  const handlers = useRef({ onPhoto, onProblem });
  useEffect(() => {
    handlers.current = { onPhoto, onProblem };
  });

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | undefined;
    const initial = takeInitialStream?.();
    const opening = initial
      ? Promise.resolve({ ok: true as const, stream: initial })
      : openCamera("environment");
    void opening.then((answer) => {
      if (!answer.ok) {
        if (!cancelled) handlers.current.onProblem(answer.problem);
        return;
      }
      opened = answer.stream;
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
    const started = () => setPlaying(true);
    element.addEventListener("playing", started);
    void element.play().catch(() => undefined);
    return () => {
      element.removeEventListener("playing", started);
      element.srcObject = null;
    };
  }, [stream]);

  const loading = !stream || !playing;
  const take = () => {
    const element = video.current;
    if (!element || loading || taking || busy) return;
    setTaking(true);
    photoFromVideo(element, subject === "healthPass" ? "health-pass" : "address").then(
      (photo) => handlers.current.onPhoto(photo),
      () => setTaking(false),
    );
  };
  const openHelp = (open: boolean) => {
    setHelpOpen(open);
    onDialog?.(open);
  };

  return (
    <div className="camera-view page-camera">
      <h2 tabIndex={-1} {...JOURNEY_FOCUS}>
        {t(`identityJourney:upload.${subject}.title`)}
      </h2>
      {problem ? (
        <p className="notice notice--error" role="alert" tabIndex={-1} {...PROBLEM_FOCUS}>
          {problem}
        </p>
      ) : null}
      <p>
        {subject === "healthPass"
          ? t("identityJourney:upload.healthPass.subtitle")
          : t("identityJourney:upload.addressProof.subtitle", { count: issuedWithinMonths })}
      </p>
      <p>
        {t(
          subject === "healthPass"
            ? "identityJourney:pageCamera.healthPassCaption"
            : "identityJourney:pageCamera.caption",
        )}
      </p>
      <Viewfinder videoRef={video} stream={stream} label={t("identityJourney:camera.viewfinder")}>
        <div className="page-camera__page" aria-hidden="true" />
        {loading ? <div className="camera-view__loading" aria-hidden="true" /> : null}
      </Viewfinder>
      {busy || taking ? (
        <StatusLine text={t("identityJourney:verifying")} />
      ) : loading ? (
        <StatusLine text={t("identityJourney:selfieCamera.loading")} />
      ) : null}
      <RoundShutter
        label={t("identityJourney:camera.shutter")}
        disabled={loading || busy || taking}
        onTake={take}
      />
      <CameraViewFoot
        t={t}
        attemptsRemaining={attemptsRemaining}
        keys={{
          help: "identityJourney:camera.needHelp",
          useFiles: "identityJourney:camera.useFiles",
          title: "identityJourney:camera.tips.title",
        }}
        helpOpen={helpOpen}
        onHelp={openHelp}
        onUseFiles={onClose}
      >
        <ul>
          {TIPS.map((tip) => (
            <li key={tip}>{t(`identityJourney:camera.tips.${tip}`)}</li>
          ))}
        </ul>
      </CameraViewFoot>
    </div>
  );
}
