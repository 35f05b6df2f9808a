/** The photo tips page (spec §2 howToTakePicture): "Let's take picture" goes on to the upload. */
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { PhotoTips } from "../../../../widgets/identityJourney/PhotoTips.tsx";
import { goToRoute } from "../../follow-answer.ts";
import { useAppContext } from "../../session-context.ts";
import { useHeadingFocus } from "../use-heading-focus.ts";

export function HowToTakePictureScreen() {
  const { state, translator } = useAppContext();
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const t = (key: string) => translator.t(key);
  return (
    <section className="screen" data-route="howToTakePicture">
      <h1 ref={heading} tabIndex={-1}>
        {t("capture:howToTakePicture.title")}
      </h1>
      <PhotoTips
        t={t}
        mode="page"
        onContinue={() => goToRoute(state, ONBOARDING_FLOW, "desktopDocumentUpload")}
      />
    </section>
  );
}
