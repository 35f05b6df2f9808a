import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { findRoute, resolveRoute } from "../../shared/flow/flow-definition.ts";
import { ONBOARDING_FLOW } from "../../flow/flow-file.ts";
import { isRouteReachable } from "../../flow/route-paths.ts";
import { trackStep } from "../../flow/analytics.ts";
import { setMinutesLeft } from "../../flow/session-actions.ts";
import { screenContext } from "../../flow/screen-context.ts";
import { storeRoute } from "../../flow/session-store.ts";
import { goToRoute } from "../follow-answer.ts";
import { useAppContext } from "../session-context.ts";
import { NotBuiltScreen } from "./NotBuiltScreen.tsx";
import { hasLazyScreen, LazyScreen } from "./lazy-screens.tsx";
import { StepScreen } from "./StepScreen.tsx";

/**
 * One route of the flow: guards it (token, order of steps, required context), records it as the
 * current step, sets the progress, and shows its screen.
 */
export function RouteScreen({ name }: { name: string }) {
  const { state } = useAppContext();
  const snap = useSnapshot(state);
  const route = findRoute(ONBOARDING_FLOW, name)!;
  const resolved = resolveRoute(route, snap.device);
  const context = screenContext(snap);
  const missingContext = (route.requiresContext ?? []).some((key) => context[key] === undefined);
  const allowed = route.public || isRouteReachable(ONBOARDING_FLOW, route.name, snap.steps);

  useEffect(() => {
    if (!snap.ready) return;
    if (!route.public && !snap.token)
      return goToRoute(state, ONBOARDING_FLOW, ONBOARDING_FLOW.restartRoute, true);
    if (missingContext)
      return goToRoute(state, ONBOARDING_FLOW, ONBOARDING_FLOW.initialRoute, true);
    if (!allowed)
      return goToRoute(state, ONBOARDING_FLOW, snap.route ?? ONBOARDING_FLOW.initialRoute, true);
    storeRoute(state, resolved.name);
    if (route.analyticsStep !== undefined) trackStep(state, route.analyticsStep, resolved.name);
    if (route.progress?.minutesLeft !== undefined)
      setMinutesLeft(state, route.progress.minutesLeft);
  }, [snap.ready, snap.token, route, resolved.name, missingContext, allowed, state, snap.route]);

  if (!snap.ready || missingContext || !allowed) return null;
  // A screen of its own first: one may hold the route's form among other things (the hand-off).
  if (hasLazyScreen(resolved.name)) return <LazyScreen route={resolved.name} />;
  if (resolved.schema) return <StepScreen key={resolved.name} resolved={resolved} />;
  return <NotBuiltScreen route={resolved.name} />;
}
