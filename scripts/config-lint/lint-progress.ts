/**
 * Every page of the flow that the client moves on from (a route with a path and an action) says
 * how many minutes are left (`progress.minutesLeft`): a page without it shows no progress at all
 * after a reload, and a stale figure when reached from the page before.
 */
import type { FlowDefinition } from "../../src/shared/flow/flow-definition.ts";

export function lintProgress(flow: FlowDefinition): string[] {
  return flow.routes
    .filter((route) => route.path !== undefined && route.action !== undefined)
    .filter((route) => route.progress?.minutesLeft === undefined)
    .map(
      (route) =>
        `flows/onboarding.flow.json: route ${route.name} (${route.path}) gives no progress.minutesLeft: every step shows how long is left`,
    );
}
