/**
 * Screens of routes without a form of their own (the end of the flow, the document upload, the
 * phone hand-off, whose screen holds its form among other things), and the page of a refused
 * hand-off link; their code loads when one of them is first shown, not with the page.
 */
import { useEffect, useState, type ComponentType } from "react";
import { useAppContext } from "../session-context.ts";
import { loadLateScreens } from "./load-late-screens.ts";

type ScreenOfRoute = ComponentType<{ route: string }>;

const endScreens = () => loadLateScreens().then((module) => module.EndScreenOfRoute);
const captureScreens = () =>
  import("./capture/CaptureScreenOfRoute.tsx").then((module) => module.CaptureScreenOfRoute);

const handoffScreens = () =>
  import("./handoff/HandoffScreenOfRoute.tsx").then((module) => module.HandoffScreenOfRoute);

/** Not a route of the flow: the page a refused hand-off link shows instead of the application. */
export const HANDOFF_REFUSED_SCREEN = "handoffRefused";

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
  mobileSms: handoffScreens,
  mobileDesktopIsCompleted: handoffScreens,
  mobileReturnToDesktop: handoffScreens,
  [HANDOFF_REFUSED_SCREEN]: handoffScreens,
};

export function hasLazyScreen(route: string): boolean {
  return Object.hasOwn(LOADERS, route);
}

export function LazyScreen({ route }: { route: string }) {
  const [Screen, setScreen] = useState<ScreenOfRoute | undefined>();
  useEffect(() => {
    void LOADERS[route]?.().then((loaded) => setScreen(() => loaded));
  }, [route]);
  return Screen ? <Screen route={route} /> : <ScreenLoading />;
}

/** What a screen shows while its code loads: a spinner in place of the screen, announced once. */
function ScreenLoading() {
  const { translator } = useAppContext();
  return (
    <div className="screen-loading" role="status" data-testid="loader">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{translator.t("common:loading")}</span>
    </div>
  );
}
