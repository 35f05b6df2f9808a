/**
 * A document-upload route's screen, shown once its texts (the host's and the journey's) are
 * loaded. The phone's upload, with the camera and its frame worker, is a chunk of its own that
 * only that route loads.
 */
import { useEffect, useState, type ComponentType } from "react";
import "../../../../widgets/identityJourney/identity-journey.css";
import { addLocaleFiles } from "../../i18n.ts";
import { useTextsLoaded } from "../use-texts-loaded.ts";
import { DesktopDocumentUploadScreen } from "./DesktopDocumentUploadScreen.tsx";
import { HowToTakePictureScreen } from "./HowToTakePictureScreen.tsx";
import {
  UploadExceptionScreen,
  UploadFailedScreen,
  UploadSucceededScreen,
} from "./UploadOutcomeScreens.tsx";

addLocaleFiles(
  import.meta.glob<{ default: Record<string, unknown> }>(
    [
      "./*/capture.json",
      "./*/identityJourney.json",
      "./*/documentFields.json",
      "./*/identityUserInput.json",
    ],
    { base: "../../../../locales" },
  ),
);

const loadMobileUpload = () =>
  import("./MobileDocumentUploadScreen.tsx").then((module) => module.MobileDocumentUploadScreen);

function MobileDocumentUpload() {
  const [Screen, setScreen] = useState<ComponentType | undefined>();
  useEffect(() => {
    void loadMobileUpload().then((loaded) => setScreen(() => loaded));
  }, []);
  return Screen ? <Screen /> : null;
}

const SCREENS: Record<string, ComponentType> = {
  howToTakePicture: HowToTakePictureScreen,
  desktopDocumentUpload: DesktopDocumentUploadScreen,
  mobileDocumentUpload: MobileDocumentUpload,
  uploadSucceeded: UploadSucceededScreen,
  uploadFailed: UploadFailedScreen,
  uploadException: UploadExceptionScreen,
};

const TEXTS = ["capture", "identityJourney"];

export function CaptureScreenOfRoute({ route }: { route: string }) {
  const loaded = useTextsLoaded(TEXTS);
  const Screen = SCREENS[route];
  return Screen && loaded ? <Screen /> : null;
}
