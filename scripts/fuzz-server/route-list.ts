/**
 * The routes a Fastify server answers, read from its own listing (`printRoutes()`, a radix tree
 * whose lines hold the parts of the paths): every method and path, so a route added to the
 * server is in the list without anyone adding it by hand.
 */
import type { FastifyInstance } from "fastify";

export interface ServedRoute {
  method: string;
  /** The route's path as declared, with its parameters (`/:lang/onboarding/*`). */
  url: string;
}

const BRANCH = /^((?:│ {3}| {4})*)(?:├── |└── )(.*)$/;
const METHODS = /^(.*) \(([A-Z, ]+)\)$/;

/** Every route of a tree printed by Fastify's `printRoutes()`, in the order it prints them. */
export function routesOfListing(listing: string): ServedRoute[] {
  const pathAtDepth: string[] = [];
  const routes: ServedRoute[] = [];
  for (const line of listing.split("\n")) {
    const branch = BRANCH.exec(line);
    if (!branch) continue;
    const depth = branch[1]!.length / 4;
    const entry = METHODS.exec(branch[2]!);
    const part = entry ? entry[1]! : branch[2]!;
    pathAtDepth.length = depth;
    const url = `${pathAtDepth[depth - 1] ?? ""}${part}`;
    pathAtDepth[depth] = url;
    for (const method of entry?.[2]!.split(", ") ?? []) routes.push({ method, url });
  }
  return routes;
}

/** The routes a ready server answers. */
export function servedRoutes(app: FastifyInstance): ServedRoute[] {
  return routesOfListing(app.printRoutes());
}
