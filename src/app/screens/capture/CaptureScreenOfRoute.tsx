/** A document-upload route's screen, shown once its texts (the host's and the journey's) are loaded. */
import type { ComponentType } from "react";
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

const TEXTS = ["capture", "identityJourney"];

export function CaptureScreenOfRoute({ route }: { route: string }) {
  const loaded = useTextsLoaded(TEXTS);
  const Screen = SCREENS[route];
  return Screen && loaded ? <Screen /> : null;
}
