/** Decides where an application goes next, from the flow file's rules and the saved steps. */
import {
  findRoute,
  isFlowAction,
  resolveRoute,
  type Device,
  type FlowDefinition,
  type NextRule,
} from "../../shared/flow/flow-definition.ts";

export interface NavigationState {
  data: Record<string, unknown>;
  steps: Record<string, Record<string, unknown>>;
  device: Device;
}

type Condition = (state: NavigationState) => boolean;
interface CompiledRule {
  rule: NextRule;
  matches: Condition;
}

export class FlowNavigator {
  private readonly rules = new Map<string, CompiledRule[]>();

  constructor(
    readonly flow: FlowDefinition,
    compile: (schema: NonNullable<NextRule["when"]>) => (data: unknown) => boolean,
  ) {
    for (const [step, rules] of Object.entries(flow.next)) {
      if (!findRoute(flow, step) && !isFlowAction(flow, step))
        throw new Error(`flow: next rules for unknown route or action ${step}`);
      this.rules.set(
        step,
        rules.map((rule) => {
          if (rule.goto && !findRoute(flow, rule.goto))
            throw new Error(`flow: ${step} goes to unknown route ${rule.goto}`);
          const matches: Condition = rule.when ? compile(rule.when) : () => true;
          return { rule, matches };
        }),
      );
    }
  }

  /**
   * The device-specific name of the route that follows `step` (a route, or an action with rules
   * of its own), or undefined when the flow has no rule.
   */
  next(step: string, state: NavigationState): string | undefined {
    for (const { rule, matches } of this.rules.get(step) ?? []) {
      if (!matches(state)) continue;
      if (rule.resume) return this.resume(state.steps, state.device);
      if (rule.goto) return this.nameFor(rule.goto, state.device);
    }
    return undefined;
  }

  /** The first route, walking from the start along the rules, whose step is not done yet. */
  resume(steps: Record<string, Record<string, unknown>>, device: Device): string {
    let current = this.flow.initialRoute;
    const seen = new Set<string>();
    while (steps[current] && !seen.has(current)) {
      seen.add(current);
      const following = this.next(current, { data: steps[current] ?? {}, steps, device });
      if (!following) break;
      current = findRoute(this.flow, following)?.name ?? following;
    }
    return this.nameFor(current, device);
  }

  /** Whether every step a route requires is done. */
  isReachable(routeName: string, steps: Record<string, unknown>): boolean {
    const route = findRoute(this.flow, routeName);
    if (!route) return false;
    return (route.requires ?? []).every((required) => steps[required] !== undefined);
  }

  private nameFor(routeName: string, device: Device): string {
    const route = findRoute(this.flow, routeName);
    return route ? resolveRoute(route, device).name : routeName;
  }
}
