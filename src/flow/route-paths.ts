/** Paths and reachability of the flow's routes, for the router and the guards. */
import {
  findRoute,
  resolveRoute,
  routeForPath,
  type Device,
  type FlowDefinition,
} from "../shared/flow/flow-definition.ts";

/** The path of a route (or variant) name, under the base path; routes without a path have none. */
export function pathOfRoute(flow: FlowDefinition, name: string): string | undefined {
  return findRoute(flow, name)?.path;
}

/** The name this device shows at a path: the route's, or its mobile variant's. */
export function routeNameAtPath(flow: FlowDefinition, path: string, device: Device): string {
  const route = routeForPath(flow, path) ?? findRoute(flow, flow.notFoundRoute)!;
  return resolveRoute(route, device).name;
}

/** Whether every step a route requires has been saved. */
export function isRouteReachable(
  flow: FlowDefinition,
  name: string,
  steps: Record<string, unknown>,
): boolean {
  const route = findRoute(flow, name);
  if (!route) return false;
  return (route.requires ?? []).every((step) => steps[step] !== undefined);
}
