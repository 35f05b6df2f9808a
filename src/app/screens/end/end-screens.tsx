/**
 * Screens of routes that have no form. Their code comes with the form kit (the last routes'
 * screens; the first routes never load them).
 */
import { useEffect, useState } from "react";
import { loadFormKit, type FormKit } from "../load-form-kit.ts";

const END_ROUTES = new Set(["errorsReport", "onboardingDenied", "accountOpen"]);

export function hasEndScreen(route: string): boolean {
  return END_ROUTES.has(route);
}

export function EndScreen({ route }: { route: string }) {
  const [kit, setKit] = useState<FormKit | undefined>();
  useEffect(() => void loadFormKit().then(setKit), []);
  return kit ? <kit.EndScreenOfRoute route={route} /> : null;
}
