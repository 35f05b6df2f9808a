/**
 * Every page of the flow that the client moves on from (a route with a path and an action) says
 * how many minutes are left (`progress.minutesLeft`): a page without it shows no progress at all
 * after a reload, and a stale figure when reached from the page before. Every such page of an
 * application (not the public login, nor a page with no minutes left: the application is done)
 * names its stage for the step indicator, a stage the flow lists; every listed stage is some
 * page's and has its text in English (`common:stages.<id>`; the locale lint holds the other
 * languages to English's keys). A progress key nothing reads (the spec's countdown `step`, see
 * docs/DECISIONS.md) is named too, so an edit does not wait for an effect that never comes.
 */
import type { FlowDefinition } from "../../src/shared/flow/flow-definition.ts";

const FLOW = "flows/onboarding.flow.json";
const PROGRESS_KEYS = new Set(["minutesLeft", "stage"]);

export function lintProgress(
  flow: FlowDefinition,
  englishCommon: Record<string, unknown> = {},
): string[] {
  const problems: string[] = [];
  const stages = flow.stages ?? [];
  for (const route of flow.routes) {
    for (const key of Object.keys(route.progress ?? {}))
      if (!PROGRESS_KEYS.has(key))
        problems.push(
          `${FLOW}: route ${route.name} gives progress.${key}, which nothing reads (progress takes minutesLeft and stage)`,
        );
  }
  const movedOn = flow.routes.filter(
    (route) => route.path !== undefined && route.action !== undefined,
  );
  for (const route of movedOn) {
    const where = `${FLOW}: route ${route.name} (${route.path})`;
    if (route.progress?.minutesLeft === undefined)
      problems.push(`${where} gives no progress.minutesLeft: every step shows how long is left`);
    const stage = route.progress?.stage;
    const done = route.progress?.minutesLeft === 0;
    if (stage === undefined && !done && (!route.public || route.name === flow.initialRoute))
      problems.push(
        `${where} gives no progress.stage: every step of an application shows its stage`,
      );
    if (stage !== undefined && !stages.includes(stage))
      problems.push(`${where} names the stage "${stage}", which "stages" does not list`);
  }
  const named = new Set(flow.routes.map((route) => route.progress?.stage));
  const texts = (englishCommon.stages ?? {}) as Record<string, unknown>;
  for (const stage of stages) {
    if (!named.has(stage)) problems.push(`${FLOW}: stage "${stage}" is no route's progress.stage`);
    if (typeof texts[stage] !== "string")
      problems.push(`locales/en/common.json: stages.${stage} is missing (the stage's name)`);
  }
  return problems;
}
