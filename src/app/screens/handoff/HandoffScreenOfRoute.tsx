/** A phone hand-off route's screen (or the refused link's page), shown once its texts are loaded. */
import type { ComponentType } from "react";
import { addLocaleFiles } from "../../i18n.ts";
import { useTextsLoaded } from "../use-texts-loaded.ts";
import { HandoffRefusedScreen } from "./HandoffRefusedScreen.tsx";
import { PhoneHandoffScreen } from "./PhoneHandoffScreen.tsx";
import { ReturnToDesktopScreen } from "./ReturnToDesktopScreen.tsx";
import { WaitingForMobileScreen } from "./WaitingForMobileScreen.tsx";
import "./handoff.css";

addLocaleFiles(
  import.meta.glob<{ default: Record<string, unknown> }>("./*/handoff.json", {
    base: "../../../../locales",
  }),
);

const SCREENS: Record<string, ComponentType> = {
  mobileSms: PhoneHandoffScreen,
  mobileDesktopIsCompleted: WaitingForMobileScreen,
  mobileReturnToDesktop: ReturnToDesktopScreen,
  handoffRefused: HandoffRefusedScreen,
};

const TEXTS = ["handoff"];

export function HandoffScreenOfRoute({ route }: { route: string }) {
  const loaded = useTextsLoaded(TEXTS);
  const Screen = SCREENS[route];
  return Screen && loaded ? <Screen /> : null;
}
