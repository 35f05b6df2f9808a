/**
 * Does what a proxy answer says (spec §4, §8): keep the token, show a global error, restart, call
 * back, leave for a brand link, go next.
 */
import { navigate } from "wouter/use-browser-location";
import type { FlowDefinition } from "../shared/flow/flow-definition.ts";
import type { ApplicationState } from "../shared/proxy/application-state.ts";
import { asksForRestart } from "../shared/proxy/proxy-answer.ts";
import type { ProxyAnswer } from "../flow/proxy-client.ts";
import { pathOfRoute } from "../flow/route-paths.ts";
import {
  storeResidence,
  storeRoute,
  storeToken,
  type SessionState,
} from "../flow/session-store.ts";
import { forgetDraft, forgetDrafts } from "../flow/step-drafts.ts";
import { refuseHandoff } from "../flow/session-actions.ts";
import { showGlobalError } from "./chrome/global-error.ts";
import { hrefOfLink } from "./links.ts";

const CALLBACKS = new Set(["callbackBluemedia", "callbackTrustly", "callbackSafecharge"]);

export function goToRoute(
  state: SessionState,
  flow: FlowDefinition,
  name: string,
  replace = false,
): void {
  const path = pathOfRoute(flow, name);
  if (path === undefined) return;
  navigate(`${state.basePath}${path === "/" ? "/" : path}`, { replace });
}

export function applyApplicationState(state: SessionState, application: ApplicationState): void {
  state.steps = application.steps;
  state.prefill = application.prefill;
  state.sentParts = application.sentParts ?? {};
  storeRoute(state, application.route);
  if (application.residenceCountry) storeResidence(state, application.residenceCountry);
}

export function followAnswer(state: SessionState, flow: FlowDefinition, answer: ProxyAnswer): void {
  if (answer.token) storeToken(state, answer.token);
  if (answer.state) applyApplicationState(state, answer.state as ApplicationState);
  const message =
    answer.globalError ?? (typeof answer.error === "string" ? answer.error : undefined);
  if (message) showGlobalError(state, message);
  if (asksForRestart(answer)) {
    storeToken(state, undefined);
    // A hand-off phone's session ended: it has no way into the application, only its page.
    if (state.handoff) return refuseHandoff(state, "ended");
    forgetDrafts();
    applyApplicationState(state, {
      route: flow.restartRoute,
      steps: {},
      prefill: {},
      sentParts: {},
      residenceCountry: null,
      registered: false,
    });
    goToRoute(state, flow, flow.restartRoute);
    return;
  }
  if (answer.callback) {
    if (CALLBACKS.has(answer.callback.name) && answer.callback.args?.Url) {
      window.location.assign(answer.callback.args.Url + (answer.callback.args.Query ?? ""));
    } else {
      console.warn(`unknown callback ${answer.callback.name}`);
    }
    return;
  }
  // A submission the step's rules lead out of the flow (the server holds them even when this
  // page did not, e.g. one opened before a dictionary changed). Only a link the brand gave at
  // start is followed, by its name: the answer's own `url` is never opened.
  const away = answer.redirect ? hrefOfLink(state, { link: answer.redirect.link }, {}) : undefined;
  if (away) {
    // As the form's own redirect does: coming back starts the step afresh.
    if (state.route) forgetDraft(state.route);
    window.location.assign(away);
    return;
  }
  if (answer.next) goToRoute(state, flow, answer.next);
}
