/** Screens of routes that have no form; their code loads when one is first shown. */
import { useEffect, useState } from "react";
import { loadLateScreens, type LateScreens } from "../load-late-screens.ts";

const END_ROUTES = new Set(["errorsReport", "onboardingDenied", "accountOpen"]);

export function hasEndScreen(route: string): boolean {
  return END_ROUTES.has(route);
}

export function EndScreen({ route }: { route: string }) {
  const [screens, setScreens] = useState<LateScreens | undefined>();
  useEffect(() => void loadLateScreens().then(setScreens), []);
  return screens ? <screens.EndScreenOfRoute route={route} /> : null;
}
