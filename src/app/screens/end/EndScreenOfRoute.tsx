/** The screen of a route without a form, shown once its texts are loaded. */
import { useEffect, useState, type ComponentType } from "react";
import { useSnapshot } from "valtio";
import { loadNamespace } from "../../i18n.ts";
import { useAppContext } from "../../session-context.ts";
import { AccountOpenScreen } from "./AccountOpenScreen.tsx";
import { ClientZoneLoginScreen } from "./ClientZoneLoginScreen.tsx";
import { OnboardingDeniedScreen } from "./OnboardingDeniedScreen.tsx";

const SCREENS: Record<string, ComponentType> = {
  errorsReport: ClientZoneLoginScreen,
  onboardingDenied: OnboardingDeniedScreen,
  accountOpen: AccountOpenScreen,
};

export function EndScreenOfRoute({ route }: { route: string }) {
  const { state } = useAppContext();
  const language = useSnapshot(state).locale.language;
  const [loaded, setLoaded] = useState<string | undefined>();
  useEffect(() => {
    let cancelled = false;
    void loadNamespace(language, "endPages").then(() => !cancelled && setLoaded(language));
    return () => {
      cancelled = true;
    };
  }, [language]);
  const Screen = SCREENS[route];
  return Screen && loaded === language ? <Screen /> : null;
}
