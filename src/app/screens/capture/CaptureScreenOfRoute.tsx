/** A document-upload route's screen, shown once its texts (the host's and the journey's) are loaded. */
import { useEffect, useState, type ComponentType } from "react";
import { useSnapshot } from "valtio";
import "../../../../widgets/identityJourney/identity-journey.css";
import { addLocaleFiles, loadNamespace } from "../../i18n.ts";
import { useAppContext } from "../../session-context.ts";
import { DesktopDocumentUploadScreen } from "./DesktopDocumentUploadScreen.tsx";
import { HowToTakePictureScreen } from "./HowToTakePictureScreen.tsx";
import {
  UploadExceptionScreen,
  UploadFailedScreen,
  UploadSucceededScreen,
} from "./UploadOutcomeScreens.tsx";

addLocaleFiles(
  import.meta.glob<{ default: Record<string, unknown> }>(
    ["./*/capture.json", "./*/identityJourney.json", "./*/documentFields.json"],
    { base: "../../../../locales" },
  ),
);

const SCREENS: Record<string, ComponentType> = {
  howToTakePicture: HowToTakePictureScreen,
  desktopDocumentUpload: DesktopDocumentUploadScreen,
  uploadSucceeded: UploadSucceededScreen,
  uploadFailed: UploadFailedScreen,
  uploadException: UploadExceptionScreen,
};

export function CaptureScreenOfRoute({ route }: { route: string }) {
  const { state } = useAppContext();
  const language = useSnapshot(state).locale.language;
  const [loaded, setLoaded] = useState<string | undefined>();
  useEffect(() => {
    let cancelled = false;
    void Promise.all([
      loadNamespace(language, "capture"),
      loadNamespace(language, "identityJourney"),
    ]).then(() => !cancelled && setLoaded(language));
    return () => {
      cancelled = true;
    };
  }, [language]);
  const Screen = SCREENS[route];
  return Screen && loaded === language ? <Screen /> : null;
}
