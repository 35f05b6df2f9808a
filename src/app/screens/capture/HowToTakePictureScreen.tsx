/**
 * The photo tips page (spec §2 howToTakePicture), with drawings of the document chosen: on the
 * desktop, tips for the photo to choose; on the phone, for the camera's. Its button goes on to
 * the upload.
 */
import { useSnapshot } from "valtio";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { PhotoTips } from "../../../../widgets/identityJourney/PhotoTips.tsx";
import { goToRoute } from "../../follow-answer.ts";
import { useAppContext } from "../../session-context.ts";
import { useHeadingFocus } from "../use-heading-focus.ts";
import { chosenDocument } from "./chosen-document.ts";

export function HowToTakePictureScreen() {
  const { state, translator } = useAppContext();
  const snap = useSnapshot(state);
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const t = (key: string) => translator.t(key);
  return (
    <section className="screen" data-route="howToTakePicture">
      <h1 ref={heading} tabIndex={-1}>
        {t("capture:howToTakePicture.title")}
      </h1>
      <PhotoTips
        t={t}
        document={chosenDocument(snap.steps)}
        source={snap.device === "mobile" ? "camera" : "files"}
        mode="page"
        onContinue={() => goToRoute(state, ONBOARDING_FLOW, "desktopDocumentUpload")}
      />
    </section>
  );
}
