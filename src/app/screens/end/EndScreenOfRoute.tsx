/** The screen of a route without a form, shown once its texts are loaded. */
import type { ComponentType } from "react";
import { useTextsLoaded } from "../use-texts-loaded.ts";
import { AccountOpenScreen } from "./AccountOpenScreen.tsx";
import { ClientZoneLoginScreen } from "./ClientZoneLoginScreen.tsx";
import { OnboardingDeniedScreen } from "./OnboardingDeniedScreen.tsx";

const SCREENS: Record<string, ComponentType> = {
  errorsReport: ClientZoneLoginScreen,
  onboardingDenied: OnboardingDeniedScreen,
  accountOpen: AccountOpenScreen,
};

const TEXTS = ["endPages"];

export function EndScreenOfRoute({ route }: { route: string }) {
  const loaded = useTextsLoaded(TEXTS);
  const Screen = SCREENS[route];
  return Screen && loaded ? <Screen /> : null;
}
