/**
 * The journey container (widget spec §2): the provider area (initializing, the journey select
 * where several definitions serve the page, or that none does, terms, file upload or
 * the phone's camera, preview, verifying), the front-side "thank you" before the back and the
 * document's before the selfie, and Cancel, which asks first. On the desktop the camera is not
 * offered; the phone's page passes its camera view as `capture`, which then stands where the file
 * upload would for the document and the selfie, and hands its photo to the same preview, upload
 * and checks. On the desktop a selfie is chosen through the file upload.
 * The journey itself is the headless machine of `src/capture`; this view only shows its snapshot
 * and sends it what the user did. A journey continued after a reload shows its last photo's
 * failure again, as the scan session tells it, until the client tries again.
 */
import { useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { CaptureSession } from "../../src/capture/capture-session.ts";
import type { CaptureSnapshot } from "../../src/capture/capture-snapshot.ts";
import type { SelfieManualCapture } from "../../src/shared/identity/selfie-capture.ts";
import { CancelJourney } from "./CancelJourney.tsx";
import { isPageSubject, type CaptureSubject, type DocumentKind } from "./document-kind.ts";
import { widgetMaxMegabytes, widgetRefusal } from "./file-types.ts";
import { useJourneyFocus } from "./journey-focus.ts";
import type { LivenessCalls, LivenessCounted } from "./liveness/liveness-calls.ts";
import { LivenessView } from "./liveness/LivenessView.tsx";
import { prepareFile } from "./prepare-file.ts";
import { JourneySelectView } from "./JourneySelectView.tsx";
import { PreviewView } from "./PreviewView.tsx";
import { StatusLine } from "./StatusLine.tsx";
import { TermsView } from "./TermsView.tsx";
import { UploadView } from "./UploadView.tsx";

export type UploadAnswer =
  | { ok: true; journeyId: string; reasons: readonly string[] }
  /** `message`: the service's own words (they name its limits), when it answered. */
  | { ok: false; code: string; message?: string };

/** What the view standing in for the file upload (the phone's camera) is given. */
export interface CaptureSlot {
  /** What the photo shows: the document's side asked for, a proof of address, or the face. */
  subject: CaptureSubject;
  /** A proof of address's: how recent the page must be, in months. */
  issuedWithinMonths: number | undefined;
  side: "FRONT" | "BACK";
  /** How the selfie camera offers manual capture (the journey definition's SELFIE step). */
  manualCapture: SelfieManualCapture;
  attemptsRemaining: number;
  /** A message about the last photo or upload. */
  problem: string | undefined;
  busy: boolean;
  /** A photo was taken: it goes to the preview, as a chosen file does. */
  onFile: (file: File) => void;
}

interface JourneyViewProps {
  session: Pick<CaptureSession, "subscribe" | "getSnapshot" | "send">;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** Sends the photo to the journey service. */
  upload: (file: File) => Promise<UploadAnswer>;
  /** A file of a type the uploader does not take was chosen. */
  onWrongFileType?: (fileName: string) => void;
  /** The page's language as Intl names it ("pl", "uk"), for the numbers in the texts. */
  locale: string;
  /** The document chosen, which the texts and drawings follow. */
  document: DocumentKind;
  /** Nothing covers the journey (no dialog): it may take focus as what it shows changes. */
  active: boolean;
  /** The view that takes the photo instead of the file upload (the phone's camera). */
  capture?: (slot: CaptureSlot) => ReactNode;
  /** The file upload's example gallery as an info panel that opens and closes (the phone). */
  galleryAsPanel?: boolean;
  /** The liveness calls of the journey service, for a journey with a LIVENESS step. */
  liveness?: LivenessCalls;
}

/**
 * The failure of the last photo of a journey continued after a reload, while no attempt was made
 * since (the journey stands where the scan session said it did).
 */
function continuedFailure(snapshot: CaptureSnapshot, t: JourneyViewProps["t"]): string | undefined {
  const position = snapshot.scanSession?.journey;
  const { journey } = snapshot;
  if (!position?.lastUploadFailed || !position.lastFailureReasons?.length || !journey) return;
  if (
    journey.action !== position.action ||
    journey.attemptsRemaining !== position.attemptsRemaining
  )
    return;
  return position.lastFailureReasons
    .map((reason) => t(`identityJourney:reasons.${reason}`))
    .join(" ");
}

export function JourneyView({
  session,
  t,
  upload,
  onWrongFileType,
  locale,
  document,
  active,
  capture,
  galleryAsPanel = false,
  liveness,
}: JourneyViewProps) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const [file, setFile] = useState<File | undefined>();
  const [preparing, setPreparing] = useState(false);
  const [latestProblem, setProblem] = useState<string | undefined>();
  const [cancelAsked, setCancelAsked] = useState(false);
  const journey = snapshot.journey;
  const problem = latestProblem ?? continuedFailure(snapshot, t);
  // The widget's own size limit, for its refusal text, written as the language writes numbers.
  const limits = { size: widgetMaxMegabytes(locale) };

  const container = useRef<HTMLDivElement>(null);
  const uploading = journey?.pending === "transfer";
  const subject =
    journey?.action === "SELFIE"
      ? "selfie"
      : journey?.action === "LIVENESS"
        ? "liveness"
        : journey?.action === "ADDRESS"
          ? "addressProof"
          : journey?.action === "COVID"
            ? "healthPass"
            : "document";
  const { token } = snapshot;
  const viewKey =
    token.status === "choosing"
      ? "select"
      : token.status === "failed" && token.reason === "noDefinitions"
        ? "noDefinitions"
        : !journey || token.status !== "received"
          ? "initializing"
          : journey.requiredAction === "Agree"
            ? "terms"
            : journey.state === "ended" || journey.pending === "result"
              ? "verifying"
              : file
                ? uploading
                  ? "uploading"
                  : "preview"
                : `upload:${journey.action}`;
  useJourneyFocus(container, viewKey, problem, active && !cancelAsked);

  if (token.status === "choosing")
    return (
      <div className="journey" ref={container}>
        <JourneySelectView
          t={t}
          choices={token.choices}
          onChoose={(definitionId) => session.send({ type: "chooseJourney", definitionId })}
        />
      </div>
    );
  if (viewKey === "noDefinitions")
    return (
      <div className="journey" ref={container}>
        <p className="notice notice--error" role="alert">
          {t("identityJourney:errors.noDefinitions")}
        </p>
      </div>
    );
  if (!journey || viewKey === "initializing")
    return (
      <div className="journey" ref={container}>
        <StatusLine text={t("identityJourney:initializing")} />
      </div>
    );
  if (viewKey === "terms")
    return (
      <div className="journey" ref={container}>
        <TermsView t={t} onAnswer={(answer) => session.send({ type: "answerTerms", answer })} />
      </div>
    );
  if (viewKey === "verifying")
    return (
      <div className="journey" ref={container}>
        <StatusLine text={t("identityJourney:verifying")} />
      </div>
    );

  const choose = async (chosen: File) => {
    setProblem(undefined);
    setPreparing(true);
    const prepared = await prepareFile(chosen);
    setPreparing(false);
    if (!prepared.ok) {
      if (prepared.refusal === "unsupportedType") onWrongFileType?.(chosen.name);
      setProblem(t(`identityJourney:errors.${prepared.refusal}`));
      return;
    }
    const refusal = widgetRefusal(prepared.file);
    if (refusal) return setProblem(t(`identityJourney:errors.${refusal}`, limits));
    setFile(prepared.file);
  };

  const send = async (photo: File) => {
    const started = session.send({ type: "transferStarted" });
    if (!started.ok) return setProblem(t(`identityJourney:errors.${started.error.code}`));
    let answer: UploadAnswer;
    try {
      answer = await upload(photo);
    } catch {
      answer = { ok: false, code: "network" };
    }
    setFile(undefined);
    if (answer.ok) {
      setProblem(
        answer.reasons.length
          ? answer.reasons.map((reason) => t(`identityJourney:reasons.${reason}`)).join(" ")
          : undefined,
      );
      session.send({ type: "transferComplete", journeyId: answer.journeyId });
    } else {
      setProblem(answer.message ?? t(`identityJourney:errors.${answer.code}`, limits));
      session.send({ type: "transferFailed" });
    }
  };

  const cancel = (
    <div className="capture-actions">
      <CancelJourney
        t={t}
        onCancel={() => session.send({ type: "cancel" })}
        onDialog={setCancelAsked}
      />
    </div>
  );

  /**
   * A liveness attempt counted: the journey reads its result as after an upload, and reports it
   * from the moment it began.
   */
  const livenessCounted = (counted: LivenessCounted, startedAt: number) => {
    setProblem(
      counted.reasons.length
        ? counted.reasons.map((reason) => t(`identityJourney:reasons.${reason}`)).join(" ")
        : undefined,
    );
    const started = session.send({ type: "transferStarted", startedAt });
    if (!started.ok) return setProblem(t(`identityJourney:errors.${started.error.code}`));
    session.send({ type: "transferComplete", journeyId: counted.journeyId });
  };

  if (subject === "liveness")
    return liveness ? (
      <div className="journey" ref={container}>
        <LivenessView
          t={t}
          calls={liveness}
          attemptsRemaining={journey.attemptsRemaining}
          problem={problem}
          onCounted={livenessCounted}
          onFailed={(failed) =>
            setProblem(failed.message ?? t(`identityJourney:errors.${failed.code}`))
          }
        />
        {cancel}
      </div>
    ) : (
      // A host that gives no liveness calls cannot run the step.
      <div className="journey" ref={container}>
        <p className="notice notice--error" role="alert">
          {t("identityJourney:errors.actionNotBuilt")}
        </p>
      </div>
    );

  return (
    <div className="journey" ref={container}>
      {subject === "document" && journey.requireDocumentSide === "BACK" && !problem && !file ? (
        <p className="notice" role="status">
          {t(capture ? "identityJourney:camera.thankYouFront" : "identityJourney:thankYouFront")}
        </p>
      ) : null}
      {isPageSubject(subject) && !problem && !file ? (
        <p className="notice" role="status">
          {t(
            subject === "addressProof"
              ? "identityJourney:thankYouDocumentAddress"
              : "identityJourney:thankYouHealthPass",
          )}
        </p>
      ) : null}
      {subject === "selfie" && !problem && !file ? (
        <p className="notice" role="status">
          {t(
            capture
              ? "identityJourney:camera.thankYouDocument"
              : "identityJourney:thankYouDocument",
          )}
        </p>
      ) : null}
      {file ? (
        <PreviewView
          t={t}
          file={file}
          document={document}
          subject={subject}
          attemptsRemaining={journey.attemptsRemaining}
          uploading={uploading}
          onRetry={() => {
            setFile(undefined);
            session.send({ type: "clear" });
          }}
          onUpload={(photo) => void send(photo)}
        />
      ) : capture ? (
        capture({
          subject,
          issuedWithinMonths: journey.issuedWithinMonths,
          side: journey.requireDocumentSide,
          manualCapture: journey.manualCapture,
          attemptsRemaining: journey.attemptsRemaining,
          problem,
          busy: preparing || uploading,
          onFile: (chosen) => void choose(chosen),
        })
      ) : (
        <>
          <UploadView
            t={t}
            side={journey.requireDocumentSide}
            document={document}
            subject={subject}
            issuedWithinMonths={journey.issuedWithinMonths}
            attemptsRemaining={journey.attemptsRemaining}
            problem={problem}
            busy={preparing || uploading}
            onFile={(chosen) => void choose(chosen)}
            galleryAsPanel={galleryAsPanel}
            locale={locale}
          />
          {preparing ? <StatusLine text={t("identityJourney:upload.converting")} /> : null}
        </>
      )}
      {cancel}
    </div>
  );
}
