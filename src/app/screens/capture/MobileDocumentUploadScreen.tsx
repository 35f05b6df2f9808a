/**
 * The phone's document upload (onboarding spec §2 "Upload document (mobile)", §4 "Mobile
 * upload"): a welcome about the camera with Next (a loader while the scan session is asked for),
 * then the camera permission check before the scanner starts, then "securing the connection"
 * (3 s), the instructions popup with its examples (once the terms are agreed to, where the journey
 * asks for them first), and the camera view inside the journey, whose
 * photo goes through the same preview, upload, checks and results as a chosen file (scanType
 * MOBILE in the status reports). When the camera cannot be had (denied, unavailable, not
 * readable, none), the catalogue's message, an analytics event, and the file upload with
 * "skip step" and, unless the device has no camera, "try the camera again"; the camera's help menu
 * leads there too, and "use the camera" back. A reload of a journey whose welcome and
 * instructions the client went through in this tab (journey-intro-seen.ts) asks for the scan
 * session at once and, when the server continues that journey, goes on to its camera without
 * them. Manual capture, once chosen, stays on for the journey's next photos.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useSnapshot } from "valtio";
import {
  BLANK_FEED_EVENT,
  CAMERA_PROBLEM_EVENT,
  type CameraProblem,
} from "../../../capture/camera/camera-permission.ts";
import { createCaptureSession, type CaptureSession } from "../../../capture/capture-session.ts";
import { CameraCaptureView } from "../../../../widgets/identityJourney/camera/CameraCaptureView.tsx";
import { PageCameraView } from "../../../../widgets/identityJourney/camera/PageCameraView.tsx";
import {
  closeCamera,
  openCamera,
} from "../../../../widgets/identityJourney/camera/camera-stream.ts";
import { InstructionsPopup } from "../../../../widgets/identityJourney/camera/InstructionsPopup.tsx";
import { JourneyView } from "../../../../widgets/identityJourney/JourneyView.tsx";
import { isPageSubject } from "../../../../widgets/identityJourney/document-kind.ts";
import { SelfieCameraView } from "../../../../widgets/identityJourney/selfie/SelfieCameraView.tsx";
import { StatusLine } from "../../../../widgets/identityJourney/StatusLine.tsx";
import { intlTagOf } from "../../../shared/brand/locales.ts";
import { endedByJourneyAnswer } from "../../../flow/handoff/handoff-ending.ts";
import { useAppContext } from "../../session-context.ts";
import { useHeadingFocus } from "../use-heading-focus.ts";
import { captureQuery } from "./capture-query.ts";
import { captureHostPorts, trackWrongFileType } from "./capture-host-ports.ts";
import { uploadCapture } from "../../../../widgets/identityJourney/service/service-calls.ts";
import { livenessServiceCalls } from "../../../../widgets/identityJourney/service/liveness-service-calls.ts";
import { chosenDocument, isPersonStep, pageStepOf } from "./chosen-document.ts";
import { UserInputForm, useUserInputAsked } from "./UserInputForm.tsx";
import { manualCaptureChosen, rememberManualCapture } from "./manual-capture-choice.ts";
import { markedJourney, markJourney } from "./journey-marks.ts";
import { mobileUploadPorts } from "./mobile-upload-ports.ts";
import { SECURING_MS } from "../../../capture/camera/securing-connection.ts";

type Phase = "resuming" | "welcome" | "preparing" | "securing" | "camera" | "files";

/** Camera problems after which the camera may be tried again (the device has one). */
const RETRYABLE: ReadonlySet<CameraProblem | undefined> = new Set([
  undefined,
  "denied",
  "notReadable",
]);

export function MobileDocumentUploadScreen() {
  const { state, translator } = useAppContext();
  const snap = useSnapshot(state);
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const [session] = useState<CaptureSession>(() =>
    createCaptureSession(
      {
        locale: snap.locale.language,
        residence: snap.residenceCountry ?? null,
        scanType: "MOBILE",
        query: captureQuery(state),
      },
      captureHostPorts(state, translator),
    ),
  );
  const [ports] = useState(() => mobileUploadPorts(state));
  const [phase, setPhase] = useState<Phase>(() =>
    markedJourney("introSeen") ? "resuming" : "welcome",
  );
  // The welcome and the instructions were gone through for the journey under way.
  const introDone = useRef(false);
  // The client's choices on the cameras' manual-capture switches (kept over a reload too).
  const [manualCapture, setManualCapture] = useState<boolean | undefined>();
  const [selfieManual, setSelfieManual] = useState<boolean | undefined>();
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | undefined>();
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  // The instructions are due once the camera is ready; they wait for the terms to be answered
  // and the user-input form to be sent.
  const [instructionsDue, setInstructionsDue] = useState(false);
  const [viewDialogOpen, setViewDialogOpen] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const initialStream = useRef<MediaStream | undefined>(undefined);
  const capture = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const [started, setStarted] = useState(phase !== "welcome");
  if (!started && phase !== "welcome") setStarted(true);
  const tokenReceived = capture.token.status === "received";
  const journeyId = capture.scanSession?.journeyId;
  // The user-input form first (after the terms, where the journey has them), where the journey's
  // definition asks for it: no phase shows, and the camera waits for it.
  const onTerms = capture.journey?.requiredAction === "Agree";
  const userInput = useUserInputAsked(capture.scanSession, onTerms);
  const userInputNow = userInput.asked && journeyId !== undefined;
  // The journey select, or that no definition serves the phone: the journey's view says it.
  const { token } = capture;
  const choosing =
    token.status === "choosing" || (token.status === "failed" && token.reason === "noDefinitions");
  const shown = userInputNow ? "userInput" : choosing ? "choosing" : phase;

  useEffect(() => {
    if (!started) return;
    session.start();
    return () => session.dispose();
  }, [session, started]);

  const fallBackToFiles = useCallback(
    (problem: CameraProblem | undefined) => {
      setCameraProblem(problem);
      setPhase("files");
      if (problem) ports.trackCameraEvent(CAMERA_PROBLEM_EVENT);
    },
    [ports],
  );

  // A reload: the server's scan session says whether the journey gone through is still under way.
  useEffect(() => {
    if (phase !== "resuming" || !tokenReceived) return;
    introDone.current = journeyId !== undefined && journeyId === markedJourney("introSeen");
    setPhase(introDone.current ? "preparing" : "welcome");
  }, [phase, tokenReceived, journeyId]);

  useEffect(() => {
    if ((phase === "camera" || phase === "files") && journeyId) markJourney("introSeen", journeyId);
  }, [phase, journeyId]);

  // The camera permission check, once the scan session is there (and the user-input form sent,
  // where the journey asks for it) and before the scanner starts.
  useEffect(() => {
    if (phase !== "preparing" || !tokenReceived || userInputNow) return;
    let cancelled = false;
    void openCamera("environment").then((opening) => {
      if (cancelled) {
        if (opening.ok) closeCamera(opening.stream);
        return;
      }
      if (!opening.ok) return fallBackToFiles(opening.problem);
      initialStream.current = opening.stream;
      setPhase(introDone.current ? "camera" : "securing");
    });
    return () => {
      cancelled = true;
    };
  }, [phase, tokenReceived, userInputNow, fallBackToFiles]);

  useEffect(() => {
    if (phase !== "securing") return;
    const timer = setTimeout(() => {
      introDone.current = true;
      setPhase("camera");
      setInstructionsDue(true);
    }, SECURING_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (instructionsDue && !onTerms && !userInputNow) {
    setInstructionsDue(false);
    setInstructionsOpen(true);
  }

  // Next is gone once pressed: the loader that replaces it takes focus, so it is not lost.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (phase === "resuming" || phase === "preparing" || phase === "securing")
      section.current?.querySelector<HTMLElement>('[data-journey-focus="view"]')?.focus();
  }, [phase]);

  // A stream the camera view never took is closed with the page.
  useEffect(() => () => closeCamera(initialStream.current), []);

  const takeInitialStream = useCallback(() => {
    const stream = initialStream.current;
    initialStream.current = undefined;
    return stream;
  }, []);

  const again = capture.journey?.uploadAgain === true;
  const document = chosenDocument(snap.steps);
  const t = (key: string, values?: Record<string, string | number>) => translator.t(key, values);
  const upload = (file: File) => {
    const scan = session.getSnapshot().scanSession;
    if (!scan) return Promise.resolve({ ok: false as const, code: "notAuthorized" });
    return uploadCapture(scan, snap.locale.language, file).then((answer) => {
      // A hand-off phone whose desktop went on without it shows the "ended" page instead.
      if (!answer.ok) endedByJourneyAnswer(state, answer.code);
      return answer;
    });
  };
  const liveness = livenessServiceCalls(
    () => session.getSnapshot().scanSession,
    snap.locale.language,
  );
  const cameraAgain = () => {
    setCameraProblem(undefined);
    setPhase("preparing");
  };
  const skip = () => {
    if (skipping) return;
    setSkipping(true);
    void ports.skipUpload().finally(() => setSkipping(false));
  };

  // The selfie and the liveness step are about the person: no document examples or texts.
  const person = isPersonStep(capture.journey?.action);
  // A proof of address or a health certificate: a page of its own, without the document's examples.
  const page = pageStepOf(capture.journey?.action);
  const title = person
    ? "capture:upload.personTitle"
    : page
      ? `capture:upload.${page}Title`
      : phase === "files"
        ? "capture:mobileUpload.filesTitle"
        : again
          ? "capture:mobileUpload.titleAgain"
          : "capture:mobileUpload.title";

  return (
    <section ref={section} className="screen" data-route="mobileDocumentUpload">
      <h1 ref={heading} tabIndex={-1}>
        {t(title)}
      </h1>
      {userInputNow ? <UserInputForm journeyId={journeyId} onSent={userInput.sent} /> : null}
      {shown === "welcome" ? (
        <>
          <p>{t("capture:mobileUpload.welcome")}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setPhase("preparing")}
          >
            {t("capture:mobileUpload.next")}
          </button>
        </>
      ) : null}
      {shown === "resuming" ? <StatusLine text={t("capture:mobileUpload.preparing")} /> : null}
      {shown === "preparing" ? <StatusLine text={t("capture:mobileUpload.preparing")} /> : null}
      {shown === "securing" ? <StatusLine text={t("capture:mobileUpload.securing")} /> : null}
      {shown === "camera" || shown === "choosing" ? (
        <>
          {page ? <p>{t(`capture:upload.${page}Subtitle`)}</p> : null}
          {person || page || onTerms || shown === "choosing" ? null : (
            <button
              type="button"
              className="button button--link"
              onClick={() => setInstructionsOpen(true)}
            >
              {t("capture:mobileUpload.examples")}
            </button>
          )}
          <JourneyView
            session={session}
            t={t}
            upload={upload}
            liveness={liveness}
            locale={intlTagOf(snap.locale.language)}
            document={document}
            active={!instructionsOpen && !viewDialogOpen}
            capture={(slot) => {
              // What both camera views are given: the photo's slot and the page's camera.
              const camera = {
                t,
                attemptsRemaining: slot.attemptsRemaining,
                problem: slot.problem,
                busy: slot.busy,
                takeInitialStream,
                onPhoto: slot.onFile,
                onProblem: fallBackToFiles,
                onDialog: setViewDialogOpen,
              };
              if (isPageSubject(slot.subject))
                return (
                  <PageCameraView
                    {...camera}
                    subject={slot.subject}
                    issuedWithinMonths={slot.issuedWithinMonths}
                    onClose={() => fallBackToFiles(undefined)}
                  />
                );
              return slot.subject === "selfie" ? (
                <SelfieCameraView
                  {...camera}
                  manualCapture={slot.manualCapture}
                  manual={
                    selfieManual ??
                    manualCaptureChosen(journeyId, "selfie") ??
                    slot.manualCapture === "shownChecked"
                  }
                  onManualChange={(manual) => {
                    setSelfieManual(manual);
                    rememberManualCapture(journeyId, "selfie", manual);
                  }}
                  onClose={() => fallBackToFiles(undefined)}
                />
              ) : (
                <CameraCaptureView
                  {...camera}
                  side={slot.side}
                  document={document}
                  onBlankFeed={() => {
                    console.warn("the camera gives only black frames");
                    ports.trackCameraEvent(BLANK_FEED_EVENT);
                  }}
                  onUseFiles={() => fallBackToFiles(undefined)}
                  onShowExamples={() => setInstructionsOpen(true)}
                  manual={manualCapture ?? manualCaptureChosen(journeyId, "document") ?? false}
                  onManualChange={(manual) => {
                    setManualCapture(manual);
                    rememberManualCapture(journeyId, "document", manual);
                  }}
                />
              );
            }}
          />
        </>
      ) : null}
      {shown === "files" ? (
        <>
          {cameraProblem ? (
            <p className="notice notice--error" role="alert">
              {t(`identityJourney:camera.problems.${cameraProblem}`)}
            </p>
          ) : null}
          <p>
            {t(
              person
                ? "capture:upload.personSubtitle"
                : page
                  ? `capture:upload.${page}Subtitle`
                  : "capture:mobileUpload.filesSubtitle",
            )}
          </p>
          <JourneyView
            session={session}
            t={t}
            upload={upload}
            liveness={liveness}
            onWrongFileType={() => trackWrongFileType(state, "mobileDocumentUpload")}
            locale={intlTagOf(snap.locale.language)}
            document={document}
            active
            galleryAsPanel
          />
          <div className="capture-actions">
            {RETRYABLE.has(cameraProblem) && capture.journey?.action !== "LIVENESS" ? (
              <button type="button" className="button" onClick={cameraAgain}>
                {t(
                  cameraProblem
                    ? "identityJourney:camera.retry"
                    : "identityJourney:camera.useCamera",
                )}
              </button>
            ) : null}
            <button
              type="button"
              className="button"
              aria-disabled={skipping || undefined}
              onClick={skip}
            >
              {t("capture:mobileUpload.skip")}
            </button>
          </div>
        </>
      ) : null}
      {instructionsOpen ? (
        <InstructionsPopup
          t={t}
          language={snap.locale.language}
          document={document}
          onClose={() => setInstructionsOpen(false)}
        />
      ) : null}
    </section>
  );
}
