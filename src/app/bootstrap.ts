/**
 * Start-up (spec §4): a phone opening a hand-off link first exchanges its code for its session
 * (handoff-landing.ts); then verify the stored token or get a new one, load the dictionaries, and
 * set where the session stands. The loader is released afterwards, also when a step fails. The two
 * calls went out before the app loaded (early-calls.ts), or go out now together; the translations
 * and the route's step load meanwhile: nothing waits for anything it does not need.
 */
import { findRoute } from "../shared/flow/flow-definition.ts";
import { ONBOARDING_FLOW } from "../flow/flow-file.ts";
import { trackStep } from "../flow/analytics.ts";
import { takeEarlyCall } from "../flow/early-calls.ts";
import { callProxy } from "../flow/proxy-client.ts";
import { routeNameAtPath } from "../flow/route-paths.ts";
import { markReady, refuseHandoff, setDictionaries } from "../flow/session-actions.ts";
import { storeToken, type IntroVideo, type SessionState } from "../flow/session-store.ts";
import { handoffCodeOf } from "../flow/stored-session.ts";
import type { Translator } from "../engine/index.ts";
import { showGlobalError } from "./chrome/global-error.ts";
import type { ApplicationState } from "../shared/proxy/application-state.ts";
import { applyApplicationState, goToRoute } from "./follow-answer.ts";

export async function bootstrap(
  state: SessionState,
  translator: Promise<Translator>,
  pathInBase: string,
): Promise<void> {
  const dictionariesCall =
    takeEarlyCall(state, "get-dictionaries-list") ?? callProxy(state, "get-dictionaries-list");
  // A failed dictionary load only unlocks the UI (spec §8); it is read below.
  dictionariesCall.catch(() => undefined);
  try {
    const handoffCode = handoffCodeOf(window.location.search);
    // The landing's code loads only on a hand-off link: the registration route never needs it.
    if (handoffCode !== undefined) {
      const { landFromHandoffLink } = await import("./handoff-landing.ts");
      if (!(await landFromHandoffLink(state, handoffCode))) return;
    }
    const hadToken = state.token !== undefined;
    let answer = await (takeEarlyCall(state, "get-token") ?? callProxy(state, "get-token"));
    if (answer.restart && state.handoff) {
      // A hand-off phone whose session ended opens nothing of the application.
      storeToken(state, undefined);
      refuseHandoff(state, "ended");
      return;
    }
    if (answer.restart) {
      storeToken(state, undefined);
      answer = await callProxy(state, "get-token");
      goToRoute(state, ONBOARDING_FLOW, ONBOARDING_FLOW.restartRoute, true);
    } else if (!hadToken) {
      const route = routeNameAtPath(ONBOARDING_FLOW, pathInBase, state.device);
      const isPublic = findRoute(ONBOARDING_FLOW, route)?.public;
      if (!isPublic) goToRoute(state, ONBOARDING_FLOW, ONBOARDING_FLOW.restartRoute, true);
    }
    if (answer.token) storeToken(state, answer.token);
    if (answer.state) applyApplicationState(state, answer.state as ApplicationState);
    if (ONBOARDING_FLOW.analyticsEntryStep !== undefined)
      trackStep(state, ONBOARDING_FLOW.analyticsEntryStep, "entry");
    try {
      const dictionaries = await dictionariesCall;
      setDictionaries(
        state,
        (dictionaries.dictionaries as Record<string, unknown> | undefined) ?? {},
        (dictionaries.links as Record<string, string> | undefined) ?? {},
        (dictionaries.introVideo as IntroVideo | undefined) ?? {},
      );
    } catch {
      // Dictionary failure only unlocks the UI (spec §8); the forms carry their own lists.
    }
  } catch {
    showGlobalError(state, (await translator).t("errors:network"));
  } finally {
    markReady(state);
  }
}
