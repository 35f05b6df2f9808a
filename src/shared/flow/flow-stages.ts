/** Where a route stands among the flow's stages, for the step indicator. */
import type { FlowDefinition } from "./flow-definition.ts";

export interface StagePosition {
  /** The stage's id (its text is `common:stages.<id>`). */
  id: string;
  /** 1-based. */
  number: number;
  total: number;
}

/**
 * The stage of the route named `routeName` (the route's own name or its mobile variant's), or
 * undefined when it names none (the login, the final pages).
 */
export function stageOf(
  flow: FlowDefinition,
  routeName: string | undefined,
): StagePosition | undefined {
  if (routeName === undefined) return undefined;
  const stages = flow.stages ?? [];
  const route = flow.routes.find(
    (candidate) => candidate.name === routeName || candidate.mobile?.name === routeName,
  );
  const id = route?.progress?.stage;
  const index = id === undefined ? -1 : stages.indexOf(id);
  if (index < 0) return undefined;
  return { id: id!, number: index + 1, total: stages.length };
}
