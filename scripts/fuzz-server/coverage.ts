/**
 * What the fuzz covered, and what it failed to: every route a server lists must have answered a
 * request itself, every action must have been sent, and every action that is built must have
 * got past the checks of session and step order (a 200, or a 422 from its own validation) with
 * the session standing at its step. Each gap is one line saying what to do.
 */
import type { FuzzAction } from "./action-catalogue.ts";
import { routeKey, type FuzzTarget } from "./fuzz-servers.ts";

/** Answers by status (`"no answer"` for none), per action key. */
export type ActionAnswers = Map<string, Map<string, number>>;

/** Answers that show an action's own checks ran: its work done, or its validation's errors. */
const PAST_THE_CHECKS = new Set(["200", "422"]);

export function coverageGaps(input: {
  targets: readonly FuzzTarget[];
  actions: readonly FuzzAction[];
  answers: ActionAnswers;
  /** Whether some session has done every step the route requires. */
  standsAt: (route: string) => boolean;
}): string[] {
  const gaps: string[] = [];
  for (const target of input.targets)
    for (const route of target.routes)
      if (!target.answered.get(routeKey(route.method, route.url)))
        gaps.push(
          `${target.name}: ${route.method} ${route.url} never answered a request itself (scripts/fuzz-server/route-requests.ts makes them)`,
        );
  for (const action of input.actions) {
    if (action.route && action.sessions === "standing" && !input.standsAt(action.route))
      gaps.push(
        `${action.key}: no session stands at ${action.route} (add the steps before it to a walk in scripts/fuzz-server/valid-answers.ts)`,
      );
    const statuses = input.answers.get(action.key);
    if (!statuses) {
      gaps.push(`${action.key}: never sent`);
      continue;
    }
    if (action.notBuilt) continue;
    if (![...statuses.keys()].some((status) => PAST_THE_CHECKS.has(status)))
      gaps.push(
        `${action.key}: never got past its session and order checks (answers ${describe(statuses)}); give it a plausible payload or session in scripts/fuzz-server/action-catalogue.ts`,
      );
  }
  return gaps;
}

export function describe(statuses: ReadonlyMap<string, number>): string {
  return [...statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
}
