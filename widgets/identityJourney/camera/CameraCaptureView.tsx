/**
 * The camera capture view for documents (widget spec §2): the side asked for, the caption, the
 * camera chooser (back or front), the live viewfinder, "start capture", the live quality warning
 * with its detail panel, the manual-capture switch (hints off, with their notice), the shutter
 * offered after 5 s without auto-capture, the camera paused after the manual-capture timeout,
 * the attempts remaining, "need help?" (the help modal) and the help menu.
 *
 * Frames are measured in a worker (frame-sampler.ts) and judged by the pure rules of
 * src/capture/camera; the photo is the viewfinder's frame at full resolution, handed to the
 * journey's preview like a chosen file. Once a second the latest frame's levels go to the blank
 * feed check, which reports a camera that gives only black frames once; the view then says the
 * camera gives no picture (not that the document is not in the frame) until a frame that is not
 * black comes. The shutter, when it shows, is scrolled into view clear of the risk disclaimer.
 * Manual capture is the client's choice for the whole journey: the page keeps it (`manual`,
 * `onManualChange`) over the view's remounts after each photo.
 */
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import {
  BLANK_CHECK_INTERVAL_MS,
  BLANK_FEED_START,
  checkBlankFeed,
  isBlackFrame,
  type BlankFeedCheck,
} from "../../../src/capture/camera/blank-feed.ts";
import type { CameraProblem } from "../../../src/capture/camera/camera-permission.ts";
import {
  CAMERA_SCAN_IDLE,
  reduceCameraScan,
  shutterShown,
} from "../../../src/capture/camera/camera-scan.ts";
import { LIVE_THRESHOLDS, liveWarnings } from "../../../src/capture/camera/live-quality.ts";
import type { FrameMeasures } from "../../../src/shared/document-measures/frame-measures.ts";
import { WORKING_WIDTH_PX } from "../../../src/shared/document-measures/grey-raster.ts";
import type { DocumentKind } from "../document-kind.ts";
import { JOURNEY_FOCUS, PROBLEM_FOCUS } from "../journey-focus.ts";
import { CameraDialogs, type CameraDialog } from "./CameraDialogs.tsx";
import { closeCamera, openCamera, type CameraFacing } from "./camera-stream.ts";
import type { FrameAnswer, FrameRequest } from "./frame-measure-worker.ts";
import { startFrameSampler } from "./frame-sampler.ts";
import { HelpMenu, type HelpEntry } from "./HelpMenu.tsx";
import { photoFromVideo } from "./take-photo.ts";
import { Viewfinder } from "./Viewfinder.tsx";
import "./camera.css";

/** How often the shutter offer and the manual-capture timeout are looked at. */
const TICK_MS = 250;
const FACINGS: readonly CameraFacing[] = ["environment", "user"];
/**
 * What the view will offer while the camera looks (the detail panel's switch, the shutter after
 * 5 s) keeps its place unseen, and out of reach and of the accessibility tree, until then: when it
 * comes it pushes nothing below it (the switch, the help menu) down under a finger.
 */
const HELD = { visibility: "hidden" } as const;

export interface CameraCaptureViewProps {
  t: (key: string, values?: Record<string, string | number>) => string;
  side: "FRONT" | "BACK";
  document: DocumentKind;
  attemptsRemaining: number;
  /** A message about the last photo or upload, shown as an alert. */
  problem: string | undefined;
  busy: boolean;
  /** The stream the permission check opened: used first, so the camera is not asked twice. */
  takeInitialStream: () => MediaStream | undefined;
  onPhoto: (photo: File) => void;
  /** The camera could not be opened (after another camera was chosen, or for a retake). */
  onProblem: (problem: CameraProblem) => void;
  /** Only black frames came for a few seconds (reported once). */
  onBlankFeed: () => void;
  /** The user chose to upload a file instead. */
  onUseFiles: () => void;
  /** Opens the instructions popup with its examples. */
  onShowExamples: () => void;
  /** Manual capture, as the client last chose it in this journey. */
  manual?: boolean;
  /** The client switched manual capture on or off. */
  onManualChange?: (manual: boolean) => void;
  /** A dialog of this view opened or closed (the page keeps focus out of the journey meanwhile). */
  onDialog?: (open: boolean) => void;
}

export function CameraCaptureView({
  t,
  side,
  document,
  attemptsRemaining,
  problem,
  busy,
  takeInitialStream,
  onPhoto,
  onProblem,
  onBlankFeed,
  onUseFiles,
  onShowExamples,
  manual = false,
  onManualChange,
  onDialog,
}: CameraCaptureViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const chooser = useRef<HTMLSelectElement>(null);
  const [facing, setFacing] = useState<CameraFacing>("environment");
  const [stream, setStream] = useState<MediaStream | undefined>();
  const shutter = useRef<HTMLButtonElement>(null);
  const [scan, dispatch] = useReducer(reduceCameraScan, { ...CAMERA_SCAN_IDLE, manual });
  const [noPicture, setNoPicture] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [dialog, setDialog] = useState<CameraDialog | undefined>();
  const latest = useRef<FrameMeasures | undefined>(undefined);
  const paused = scan.phase === "paused";
  // The callbacks change with every render of the page; the effects read the latest ones.
  const handlers = useRef({ onPhoto, onProblem, onBlankFeed, onManualChange });
  useEffect(() => {
    handlers.current = { onPhoto, onProblem, onBlankFeed, onManualChange };
  });
  useEffect(() => handlers.current.onManualChange?.(scan.manual), [scan.manual]);

  // The camera: the permission check's stream first, then the one chosen; none while paused.
  // Before the first paint, so that the viewfinder is drawn in the permission check's camera's
  // shape from the start (Viewfinder.tsx) rather than changing it a frame later.
  useLayoutEffect(() => {
    if (paused) return;
    let cancelled = false;
    let opened: MediaStream | undefined;
    const initial = facing === "environment" ? takeInitialStream() : undefined;
    const use = (value: MediaStream) => {
      opened = value;
      if (cancelled) return closeCamera(value);
      setStream(value);
    };
    if (initial) use(initial);
    else
      void openCamera(facing).then((opening) => {
        if (opening.ok) use(opening.stream);
        else if (!cancelled) handlers.current.onProblem(opening.problem);
      });
    return () => {
      cancelled = true;
      closeCamera(opened);
      setStream(undefined);
    };
  }, [facing, paused, takeInitialStream]);

  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    const sampler = startFrameSampler<FrameAnswer>(element, {
      worker: new Worker(new URL("./frame-measure-worker.ts", import.meta.url), { type: "module" }),
      width: WORKING_WIDTH_PX,
      request: (bitmap, source): FrameRequest => ({
        bitmap,
        frameWidth: source.videoWidth,
        saturatedLevel: LIVE_THRESHOLDS.saturatedLevel,
      }),
      onAnswer: ({ measures }) => {
        latest.current = measures;
        if (!isBlackFrame(measures)) setNoPicture(false);
        dispatch({ type: "frame", warnings: liveWarnings(measures), now: Date.now() });
      },
    });
    return () => {
      sampler.stop();
      element.srcObject = null;
    };
  }, [stream]);

  useEffect(() => {
    if (scan.phase !== "scanning") return;
    const timer = setInterval(() => dispatch({ type: "tick", now: Date.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [scan.phase]);

  // The blank feed check runs while the viewfinder shows, and stops once it has reported.
  useEffect(() => {
    if (!stream) return;
    let check: BlankFeedCheck = BLANK_FEED_START;
    const timer = setInterval(() => {
      check = checkBlankFeed(check, latest.current);
      if (check.status !== "raised") return;
      clearInterval(timer);
      setNoPicture(true);
      handlers.current.onBlankFeed();
    }, BLANK_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [stream]);

  useEffect(() => {
    if (scan.phase !== "taken" || !video.current) return;
    const element = video.current;
    void photoFromVideo(element, side).then(
      (photo) => handlers.current.onPhoto(photo),
      () => dispatch({ type: "resume", now: Date.now() }),
    );
  }, [scan.phase, side]);

  // The shutter appears below the viewfinder, where the risk disclaimer may cover it: it is
  // scrolled into view, the page's bottom scroll padding keeping it clear of the disclaimer.
  const shutterOnOffer = shutterShown(scan);
  useEffect(() => {
    if (shutterOnOffer) shutter.current?.scrollIntoView?.({ block: "nearest" });
  }, [shutterOnOffer]);

  const openDialog = (which: CameraDialog | undefined) => {
    setDialog(which);
    onDialog?.(which !== undefined);
  };
  const chooseHelp = (entry: HelpEntry) => {
    if (entry === "wrongCamera") chooser.current?.focus();
    else if (entry === "howTo") onShowExamples();
    else if (entry === "manual") dispatch({ type: "setManual", manual: true, now: Date.now() });
    else if (entry === "security") openDialog("security");
    else onUseFiles();
  };

  const scanning = scan.phase === "scanning";
  const warning = scanning && !scan.manual && !noPicture ? scan.warnings[0] : undefined;
  const status = !scanning
    ? undefined
    : scan.manual
      ? t("identityJourney:camera.hintsDisabled")
      : warning
        ? undefined
        : scan.streak > 0
          ? t("identityJourney:camera.holdStill")
          : t("identityJourney:camera.looking");

  return (
    <div className="camera-view">
      <h2 tabIndex={-1} {...JOURNEY_FOCUS}>
        {t(`identityJourney:upload.sides.${document}.${side}`)}
      </h2>
      {problem ? (
        <p className="notice notice--error" role="alert" tabIndex={-1} {...PROBLEM_FOCUS}>
          {problem}
        </p>
      ) : null}
      <p>{t(`identityJourney:camera.caption.${side}`)}</p>
      <div className="camera-view__field">
        <label htmlFor="camera-chooser">{t("identityJourney:camera.chooseCamera")}</label>
        <select
          id="camera-chooser"
          className="select camera-view__chooser"
          ref={chooser}
          value={facing}
          onChange={(event) => setFacing(event.target.value as CameraFacing)}
        >
          {FACINGS.map((value) => (
            <option key={value} value={value}>
              {t(`identityJourney:camera.cameras.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <Viewfinder videoRef={video} stream={stream} label={t("identityJourney:camera.viewfinder")}>
        <div
          className={`camera-view__guide${scan.streak > 0 && !scan.manual ? " camera-view__guide--good" : ""}`}
          aria-hidden="true"
        />
      </Viewfinder>
      <div role="status" aria-live="polite">
        {noPicture ? (
          <div className="camera-warning">
            <p>
              <strong>{t("identityJourney:camera.noPicture.title")}</strong>
            </p>
            <p>{t("identityJourney:camera.noPicture.body")}</p>
          </div>
        ) : warning ? (
          <div className="camera-warning">
            <p>
              <strong>{t(`identityJourney:camera.warnings.${warning}`)}</strong>
            </p>
            {detailsOpen ? <p>{t(`identityJourney:camera.details.${warning}`)}</p> : null}
          </div>
        ) : status ? (
          <p className="camera-view__status-line">{status}</p>
        ) : null}
      </div>
      {noPicture ? (
        <button type="button" className="button" onClick={onUseFiles}>
          {t("identityJourney:camera.useFiles")}
        </button>
      ) : null}
      {scanning && !scan.manual ? (
        <button
          type="button"
          className="button button--link"
          style={warning ? undefined : HELD}
          aria-expanded={detailsOpen}
          onClick={() => setDetailsOpen(!detailsOpen)}
        >
          {t(
            detailsOpen
              ? "identityJourney:camera.details.hide"
              : "identityJourney:camera.details.show",
          )}
        </button>
      ) : null}
      {scan.phase === "idle" ? (
        <button
          type="button"
          className="button button--primary"
          aria-disabled={!stream || busy || undefined}
          onClick={() => {
            if (stream && !busy) dispatch({ type: "start", now: Date.now() });
          }}
        >
          {t("identityJourney:camera.start")}
        </button>
      ) : null}
      {scanning ? (
        <div style={shutterOnOffer ? undefined : HELD}>
          {scan.manual ? null : <p>{t("identityJourney:camera.shutterOffered")}</p>}
          <button
            ref={shutter}
            type="button"
            className="button button--primary"
            onClick={() => dispatch({ type: "shutter" })}
          >
            {t("identityJourney:camera.shutter")}
          </button>
        </div>
      ) : null}
      {paused ? (
        <div className="notice" role="status">
          <p>{t("identityJourney:camera.paused")}</p>
          <div className="capture-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => dispatch({ type: "resume", now: Date.now() })}
            >
              {t("identityJourney:camera.resume")}
            </button>
            <button type="button" className="button" onClick={onUseFiles}>
              {t("identityJourney:camera.useFiles")}
            </button>
          </div>
        </div>
      ) : null}
      <label className="camera-view__switch">
        <input
          type="checkbox"
          role="switch"
          checked={scan.manual}
          onChange={(event) =>
            dispatch({ type: "setManual", manual: event.target.checked, now: Date.now() })
          }
        />
        {t("identityJourney:camera.manual")}
      </label>
      <p>{t("identityJourney:upload.attemptsRemaining", { count: attemptsRemaining })}</p>
      <button type="button" className="button button--link" onClick={() => openDialog("tips")}>
        {t("identityJourney:camera.needHelp")}
      </button>
      <HelpMenu t={t} onChoose={chooseHelp} />
      <CameraDialogs t={t} open={dialog} onClose={() => openDialog(undefined)} />
    </div>
  );
}
