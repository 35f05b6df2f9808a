/**
 * Screens of routes without a form (the end of the flow, the document upload); their code loads
 * when one of them is first shown, not with the page.
 */
import { useEffect, useState, type ComponentType } from "react";
import { loadLateScreens } from "./load-late-screens.ts";

type ScreenOfRoute = ComponentType<{ route: string }>;

const endScreens = () => loadLateScreens().then((module) => module.EndScreenOfRoute);
const captureScreens = () =>
  import("./capture/CaptureScreenOfRoute.tsx").then((module) => module.CaptureScreenOfRoute);

const LOADERS: Record<string, () => Promise<ScreenOfRoute>> = {
  errorsReport: endScreens,
  onboardingDenied: endScreens,
  accountOpen: endScreens,
  howToTakePicture: captureScreens,
  desktopDocumentUpload: captureScreens,
  mobileDocumentUpload: captureScreens,
  uploadSucceeded: captureScreens,
  uploadFailed: captureScreens,
  uploadException: captureScreens,
};

export function hasLazyScreen(route: string): boolean {
  return Object.hasOwn(LOADERS, route);
}

export function LazyScreen({ route }: { route: string }) {
  const [Screen, setScreen] = useState<ScreenOfRoute | undefined>();
  useEffect(() => {
    void LOADERS[route]?.().then((loaded) => setScreen(() => loaded));
  }, [route]);
  return Screen ? <Screen route={route} /> : null;
}
