/**
 * The desktop document upload (spec §2 "Upload document (desktop)"): the journey with files (no
 * camera on the desktop), a popup recommending the phone first ("proceed" stays, "back to mobile
 * upload" goes to the phone hand-off), a photo-tips popup, and the header for a first upload or
 * "upload again" after a bad one, worded for the document chosen. The popup takes focus as the
 * page opens, unless the client already chose to stay on the computer for the journey under way
 * (a reload mid-journey); once it closes, the journey's view does.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { useSnapshot } from "valtio";
import { createCaptureSession, type CaptureSession } from "../../../capture/capture-session.ts";
import { Dialog } from "../../../engine/index.ts";
import { JourneyView } from "../../../../widgets/identityJourney/JourneyView.tsx";
import { PhotoTips } from "../../../../widgets/identityJourney/PhotoTips.tsx";
import { intlTagOf } from "../../../shared/brand/locales.ts";
import { useAppContext } from "../../session-context.ts";
import { useScreenShown } from "../use-heading-focus.ts";
import { captureQuery } from "./capture-query.ts";
import { captureHostPorts, trackWrongFileType } from "./capture-host-ports.ts";
import { uploadCapture } from "../../../../widgets/identityJourney/service/service-calls.ts";
import { livenessServiceCalls } from "../../../../widgets/identityJourney/service/liveness-service-calls.ts";
import { chosenDocument, isPersonStep, pageStepOf } from "./chosen-document.ts";
import { UserInputForm, useUserInputAsked } from "./UserInputForm.tsx";
import { markedJourney, markJourney } from "./journey-marks.ts";

export function DesktopDocumentUploadScreen() {
  const { state, translator } = useAppContext();
  const snap = useSnapshot(state);
  useScreenShown();
  const [session] = useState<CaptureSession>(() =>
    createCaptureSession(
      {
        locale: snap.locale.language,
        residence: snap.residenceCountry ?? null,
        scanType: "DESKTOP",
        query: captureQuery(state),
      },
      captureHostPorts(state, translator),
    ),
  );
  // The client's answer to the popup recommending the phone on this visit.
  const [recommendAnswer, setRecommendAnswer] = useState<"stay" | "phone" | undefined>();
  const [tipsOpen, setTipsOpen] = useState(false);
  useEffect(() => {
    session.start();
    return () => session.dispose();
  }, [session]);
  const capture = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const journeyId = capture.scanSession?.journeyId;
  // Where the client stayed on the computer for a journey before (a reload mid-journey), the
  // popup waits for the journey under way and shows only if it is another one.
  const [stayedFor] = useState(() => markedJourney("recommendMobileAnswered"));
  const recommendOpen =
    recommendAnswer === undefined &&
    (stayedFor === undefined || (journeyId !== undefined && journeyId !== stayedFor));
  // Staying on the computer holds for the journey: the popup is not shown for it again.
  useEffect(() => {
    if (recommendAnswer === "stay" && journeyId) markJourney("recommendMobileAnswered", journeyId);
  }, [recommendAnswer, journeyId]);
  const again = capture.journey?.uploadAgain === true;
  // The user-input form first, where the journey's definition asks for it.
  const onTerms = capture.journey?.requiredAction === "Agree";
  const userInput = useUserInputAsked(capture.scanSession, onTerms);
  // The selfie and the liveness step are about the person, not the document.
  const person = isPersonStep(capture.journey?.action);
  const page = pageStepOf(capture.journey?.action);
  const document = chosenDocument(snap.steps);
  const t = (key: string, values?: Record<string, string | number>) => translator.t(key, values);
  return (
    <section className="screen" data-route="desktopDocumentUpload">
      <h1 tabIndex={-1}>
        {t(
          person
            ? "capture:upload.personTitle"
            : page
              ? `capture:upload.${page}Title`
              : again
                ? "capture:upload.titleAgain"
                : "capture:upload.title",
        )}
      </h1>
      <p>
        {t(
          person
            ? "capture:upload.personSubtitle"
            : page
              ? `capture:upload.${page}Subtitle`
              : again
                ? "capture:upload.subtitleAgain"
                : `capture:upload.subtitle.${document}`,
        )}
      </p>
      {/* The document's photo tips; the other steps show their own good and bad examples. */}
      {person || page ? null : (
        <button type="button" className="button button--link" onClick={() => setTipsOpen(true)}>
          {t("capture:upload.help")}
        </button>
      )}
      {userInput.asked && journeyId ? (
        <UserInputForm journeyId={journeyId} onSent={userInput.sent} />
      ) : (
        <JourneyView
          session={session}
          t={t}
          upload={(file) => {
            const scan = session.getSnapshot().scanSession;
            if (!scan) return Promise.resolve({ ok: false, code: "notAuthorized" });
            return uploadCapture(scan, snap.locale.language, file);
          }}
          onWrongFileType={() => trackWrongFileType(state, "desktopDocumentUpload")}
          liveness={livenessServiceCalls(
            () => session.getSnapshot().scanSession,
            snap.locale.language,
          )}
          locale={intlTagOf(snap.locale.language)}
          document={document}
          active={!recommendOpen && !tipsOpen}
        />
      )}
      {recommendOpen ? (
        <Dialog
          title={t("capture:upload.recommendMobile.title")}
          onClose={() => setRecommendAnswer("stay")}
          actions={
            <>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setRecommendAnswer("phone");
                  session.send({ type: "recommendMobileBack" });
                }}
              >
                {t("capture:upload.recommendMobile.backToMobile")}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setRecommendAnswer("stay");
                  session.send({ type: "recommendMobileProceed" });
                }}
              >
                {t("capture:upload.recommendMobile.proceed")}
              </button>
            </>
          }
        >
          <p>{t("capture:upload.recommendMobile.body")}</p>
        </Dialog>
      ) : null}
      {tipsOpen ? (
        <Dialog title={t("capture:upload.help")} onClose={() => setTipsOpen(false)} actions={null}>
          <PhotoTips
            t={t}
            document={document}
            source="files"
            mode="popup"
            onClose={() => {
              setTipsOpen(false);
              window.scrollTo({ top: 0 });
            }}
          />
        </Dialog>
      ) : null}
    </section>
  );
}
