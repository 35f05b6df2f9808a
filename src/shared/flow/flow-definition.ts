/** The shape of `flows/*.flow.json` and pure look-ups over it, used by browser and server alike. */
import type { JsonSchema } from "../schema/json-schema.ts";

export type Device = "desktop" | "mobile";

export interface FlowRouteVariant {
  /** Route (and step) name of the variant, e.g. `dataUploadChoice_M`. */
  name: string;
  /** Schema file name under `schemas/`; defaults to the main route's. */
  schema?: string;
  /** Proxy action; defaults to the main route's. */
  action?: string;
}

export interface FlowRoute {
  name: string;
  /** Path under the locale's base path; routes without one are reached only by state. */
  path?: string;
  /** Schema file name under `schemas/` (without `.schema.json`); routes without one are screens. */
  schema?: string;
  /** Proxy action the step posts to, e.g. `new-account` or `sms/desktop-sms-code`. */
  action?: string;
  /**
   * Proxy actions for parts of the step's form that are sent before it (a UI schema section
   * marked `send`, or a `send` link), by the section's or link's id.
   * @example { "number": "sms/desktop-sms", "verifyEmail": "sms/verify-email" }
   */
  partActions?: Record<string, string>;
  /** Reachable without a registered application. */
  public?: boolean;
  /** Steps that must be done before this one is accepted. */
  requires?: string[];
  /** Context values the screen needs; without them the user goes to the initial route. */
  requiresContext?: string[];
  mobile?: FlowRouteVariant;
  /**
   * `minutesLeft`: shown on the page; `stage`: which of the
   * flow's `stages` the page belongs to, for the step indicator ("Step 5 of 10 · Address").
   */
  progress?: { minutesLeft?: number; stage?: string };
  /** Analytics step sent when the route is entered (spec §4). */
  analyticsStep?: number;
  /**
   * Local-storage key under which the browser also keeps the submitted choice, with the action
   * that sent it (spec §3: the document-selection record).
   */
  keepLocally?: string;
  /** Analytics steps sent when a section of the route's form is revealed, by section id. */
  analyticsSections?: Record<string, number>;
  /**
   * The screen lists every earlier step's saved answers, each step with a link to change it,
   * above its form ("check your answers" before a commitment).
   */
  review?: boolean;
  /** How the step's form is filled in from data the application already holds. */
  prefill?: PrefillRule;
  /**
   * The step's answer is the applicant's home address, which a proof of address is checked
   * against: the field of the route's schema that holds each part. At most one route has it;
   * the server alone reads it (the browser's copy of the flow file leaves it out).
   * @example
   * { "street": "street", "buildingNumber": "buildingNumber", "postalCode": "postalCode",
   *   "city": "city" }
   */
  homeAddress?: HomeAddressFields;
}

/** The field of a step's schema that holds each part of a home address (a route's `homeAddress`). */
export interface HomeAddressFields {
  /** The street's name, without the building number. */
  street: string;
  /** The building's number, without the flat's. */
  buildingNumber: string;
  postalCode: string;
  /** The town. */
  city: string;
}

/**
 * Fills a step's form from a source the server holds (spec §2: personal data from the document
 * scan). The browser shows prefilled data for review; the user still submits it.
 */
export interface PrefillRule {
  /** `documentScan`: the values the latest identity-document scan read. */
  source: "documentScan";
  /** Form fields in the order they are filled; each `when` sees the fields filled before it. */
  fields: Record<string, PrefillField>;
  /**
   * On submit, the answers are compared with what the source gives these fields (the data
   * check): a difference is shown to the client before the step can be sent as it is.
   */
  check?: DataCheckRule;
}

/**
 * How an answer is compared with the document: as a name in a machine-readable zone's forms
 * (case, accents, transliteration, spaces), as a code (case, spaces and hyphens ignored), or as
 * it is.
 */
export type DataCheckComparison = "name" | "code" | "exact";

export interface DataCheckRule {
  /** The fields compared, each with how. */
  compare: Record<string, DataCheckComparison>;
  /**
   * A boolean field of the step's schema the client sends true to keep answers that differ,
   * once shown how they differ. The check's result goes into the schema's field marked
   * `"x-context": "documentDataCheck"`.
   */
  confirmedBy: string;
}

export interface PrefillField {
  /** The source's value names, tried in order: the first that converts is taken. */
  from?: string[];
  /** A fixed value instead, for what a source implies (e.g. noPesel for a foreign document). */
  value?: unknown;
  /**
   * How the source's text becomes the field's value: as it is (`text`), a date given as
   * dd.mm.yyyy, dd-mm-yyyy or yyyy-mm-dd (`date`), a country given as a code or English name
   * (`country`), a person's name, written as names are when the document prints it in capitals
   * (`name`), or a look-up in a dictionary by upper-case text.
   */
  as?: "text" | "date" | "country" | "name" | { dictionary: string };
  /** The converted value must match this regular expression. */
  pattern?: string;
  /** JSON Schema over the fields filled so far and the context (`language`); fill only when it holds. */
  when?: JsonSchema;
}

export interface NextRule {
  /** JSON Schema over `{ data, steps, device }`; a rule without one always matches. */
  when?: JsonSchema;
  goto?: string;
  /** Go to the first step of the flow that is not done yet. */
  resume?: boolean;
}

export interface FlowDefinition {
  /** Analytics step sent when the application starts (spec §4: 0, entry). */
  analyticsEntryStep?: number;
  initialRoute: string;
  restartRoute: string;
  notFoundRoute: string;
  /**
   * The stages a client is told about, in order, by id (text `common:stages.<id>`); routes name
   * theirs in `progress.stage`, and a route without one shows no step indicator.
   */
  stages?: string[];
  routes: FlowRoute[];
  /**
   * Where each step leads, by route name. An action that is not a step's own submit (one that
   * several screens share, like `upload-summary`, or a part action, like `upload-try-again`) has
   * its rules under the action's name.
   */
  next: Record<string, NextRule[]>;
}

/** A route as one device sees it. */
export interface ResolvedRoute {
  route: FlowRoute;
  /** The step name this device shows: the route's, or its mobile variant's. */
  name: string;
  schema: string | undefined;
  action: string | undefined;
}

export function findRoute(flow: FlowDefinition, name: string): FlowRoute | undefined {
  return flow.routes.find((r) => r.name === name || r.mobile?.name === name);
}

export function resolveRoute(route: FlowRoute, device: Device): ResolvedRoute {
  const variant = device === "mobile" ? route.mobile : undefined;
  return {
    route,
    name: variant?.name ?? route.name,
    schema: variant?.schema ?? route.schema,
    action: variant?.action ?? route.action,
  };
}

/** The route whose form sends a part to an action, with the part's id. */
export function routeOfPartAction(
  flow: FlowDefinition,
  action: string,
): { route: FlowRoute; partId: string } | undefined {
  for (const route of flow.routes) {
    for (const [partId, partAction] of Object.entries(route.partActions ?? {}))
      if (partAction === action) return { route, partId };
  }
  return undefined;
}

/** Whether some route, variant or part of a route's form posts to the action. */
export function isFlowAction(flow: FlowDefinition, action: string): boolean {
  return routesForAction(flow, action).length > 0 || routeOfPartAction(flow, action) !== undefined;
}

/** Every route and variant that posts to an action. */
export function routesForAction(flow: FlowDefinition, action: string): ResolvedRoute[] {
  const found: ResolvedRoute[] = [];
  for (const route of flow.routes) {
    for (const device of ["desktop", "mobile"] as const) {
      const resolved = resolveRoute(route, device);
      if (resolved.action === action && !found.some((f) => f.name === resolved.name))
        found.push(resolved);
    }
  }
  return found;
}

/** The route whose path matches, ignoring a trailing slash. */
export function routeForPath(flow: FlowDefinition, path: string): FlowRoute | undefined {
  const normalised = path.replace(/\/+$/, "") || "/";
  return flow.routes.find(
    (r) => r.path !== undefined && (r.path.replace(/\/+$/, "") || "/") === normalised,
  );
}
