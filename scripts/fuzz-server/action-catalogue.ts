/**
 * Every action the proxy answers under `/api/form/{pl|eu}/`, from the server's own lists (the
 * actions it answers by name, the parts of forms) and the flow file (each route's action, for the
 * desktop and the mobile variant): what its payload holds, and which session it is sent with.
 */
import { ANALYTICS_EVENT_SCHEMA } from "../../src/server/actions/analytics-event.ts";
import {
  PART_ACTION_NAMES,
  SYSTEM_ACTION_NAMES,
} from "../../src/server/actions/dispatch-action.ts";
import type { ProjectFiles } from "../../src/server/config/project-files.ts";
import { resolveRoute, routeOfPartAction } from "../../src/shared/flow/flow-definition.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";

export interface FuzzAction {
  action: string;
  /** How the action is named in the report: the action, with the variant it validates as. */
  key: string;
  /** What its payload holds: the step's schema, or what the action reads. */
  schema: JsonSchema;
  /** The step whose schema validates it, for `validate`'s own requests too. */
  step?: string;
  /** Sent as the mobile variant (`mobile: true`). */
  mobile: boolean;
  /**
   * The flow route whose session it is sent with: a session that has done every step the route
   * requires. None: a fresh session (registration, login, logout) or any.
   */
  route?: string;
  /**
   * Reads no session at all, or only fresh ones; or a session of the hand-off to a phone (see
   * standing-sessions.ts): its desktop, its phone, a spare desktop that "continue manually" may
   * end the hand-off of, or a desktop whose new codes (which replace a phone) replace none;
   * "none" sends no token.
   */
  sessions:
    | "standing"
    | "fresh"
    | "any"
    | "handoffDesktop"
    | "handoffPhone"
    | "handoffSpare"
    | "handoffRenewer"
    | "none";
  /** A route of the flow not built yet: answered "unknown action" (404) whatever it is sent. */
  notBuilt: boolean;
}

export const EMPTY_SCHEMA: JsonSchema = { type: "object", properties: {} };

/** The journey the session works in (kept from get-idscan-token's answers). */
const JOURNEY_ID = { type: "string", maxLength: 64, "x-fuzz": "journeyId" } as JsonSchema;

/**
 * What the actions answered by name read, and the route whose session they need. An action not
 * listed here is sent an empty payload with the session that has done every step; if that never
 * gets past its checks, the fuzz says so and it belongs here.
 */
const SYSTEM_PAYLOADS: Record<
  string,
  {
    schema?: JsonSchema;
    /** A step's schema it validates its answers with, sent with the journey's id. */
    journeyStep?: string;
    route?: string;
    sessions?: FuzzAction["sessions"];
  }
> = {
  "get-token": { sessions: "any" },
  "get-dictionaries-list": { sessions: "any" },
  logout: { sessions: "fresh" },
  "new-login": { sessions: "fresh" },
  dc: { schema: ANALYTICS_EVENT_SCHEMA as unknown as JsonSchema, sessions: "any" },
  "get-postal-code-addresses": {
    schema: {
      type: "object",
      properties: { postalCode: { type: "string", pattern: "^[0-9]{2}-[0-9]{3}$" } },
      required: ["postalCode"],
    },
    route: "addressDetails",
  },
  "search-address": {
    schema: {
      type: "object",
      properties: { query: { type: "string", maxLength: 100 } },
      required: ["query"],
    },
    route: "addressDetails",
  },
  "errors-report": { route: "errorsReport" },
  "account-open": { route: "accountOpen" },
  "get-idscan-token": { route: "desktopDocumentUpload" },
  "notify-journey": {
    schema: {
      type: "object",
      properties: {
        journeyStatus: { enum: ["start", "progress", "cancel", "clear", "end", "TCCDISAGREE"] },
        journeyId: JOURNEY_ID,
      },
      required: ["journeyStatus", "journeyId"],
    },
    route: "desktopDocumentUpload",
  },
  "gbg-status": {
    schema: {
      type: "object",
      properties: {
        type: { enum: [1, 2] },
        journeyId: JOURNEY_ID,
        attemptNumber: { type: "number" },
        isValidated: { type: "boolean" },
        status: { type: "string", maxLength: 64 },
        documentType: { type: "string", maxLength: 64 },
        documentSide: { type: "string", maxLength: 64 },
        isTimeout: { type: "boolean" },
      },
      required: ["type"],
    },
    route: "desktopDocumentUpload",
  },
  "gbg-stats": { route: "desktopDocumentUpload" },
  "identity-user-input": { journeyStep: "identityUserInput", route: "desktopDocumentUpload" },
  "upload-outcome": { route: "uploadFailed" },
  "upload-summary": { route: "uploadSucceeded" },
  "upload-try-again": { route: "uploadFailed" },
  "mobile-handoff": {
    schema: {
      type: "object",
      properties: { handoffCode: { type: "string", maxLength: 64, "x-fuzz": "handoffCode" } },
      required: ["handoffCode"],
    },
    sessions: "none",
  },
  "mobile-qr-code-url": { sessions: "handoffRenewer" },
  "mobile-qr-code-scan": {
    schema: { type: "object", properties: { qrCodeScan: { const: true } } },
    sessions: "handoffPhone",
  },
  "mobile-desktop-is-completed": { sessions: "handoffDesktop" },
  "skip-desktop-waiting": { sessions: "handoffSpare" },
  "skip-hybrid-upload": { sessions: "handoffPhone" },
  "mobile-return-to-desktop": { sessions: "handoffPhone" },
  "document/desktop-document-upload": { route: "desktopDocumentUpload" },
  "document/mobile-document-upload": { sessions: "handoffPhone" },
};

/** Routes whose actions are sent with a session of the hand-off instead of the walks' own. */
const ROUTE_SESSIONS: Record<string, FuzzAction["sessions"]> = {
  // Its SMS carries a new hand-off link, which would replace the hand-off's phone.
  mobileSms: "handoffRenewer",
};

export function fuzzActions(files: ProjectFiles): FuzzAction[] {
  const actions: FuzzAction[] = [];
  const add = (entry: FuzzAction) => {
    if (!actions.some((known) => known.key === entry.key)) actions.push(entry);
  };
  const stepSchema = (name: string | undefined) =>
    name && files.steps.has(name) ? files.steps.get(name)!.schema : undefined;
  /** A step's answers with the journey's id beside them. */
  const withJourneyId = (name: string): JsonSchema | undefined => {
    const schema = stepSchema(name);
    if (!schema) return undefined;
    return {
      ...schema,
      properties: { ...schema.properties, journeyId: JOURNEY_ID },
      required: [...(schema.required ?? []), "journeyId"],
    };
  };

  for (const action of SYSTEM_ACTION_NAMES) {
    const known = SYSTEM_PAYLOADS[action];
    const route = files.flow.routes.find((r) => r.action === action && r.schema);
    add({
      action,
      key: action,
      schema:
        known?.schema ??
        (known?.journeyStep ? withJourneyId(known.journeyStep) : undefined) ??
        stepSchema(route?.schema) ??
        EMPTY_SCHEMA,
      ...(route?.schema ? { step: route.name } : {}),
      mobile: false,
      ...(known?.route ? { route: known.route } : {}),
      sessions: known?.sessions ?? "standing",
      notBuilt: false,
    });
  }
  for (const action of PART_ACTION_NAMES) {
    const part = routeOfPartAction(files.flow, action);
    add({
      action,
      key: action,
      schema: stepSchema(part?.route.schema) ?? EMPTY_SCHEMA,
      mobile: false,
      ...(part ? { route: part.route.name } : {}),
      sessions: (part && ROUTE_SESSIONS[part.route.name]) ?? "standing",
      notBuilt: false,
    });
  }
  for (const route of files.flow.routes) {
    for (const device of ["desktop", "mobile"] as const) {
      const resolved = resolveRoute(route, device);
      if (!resolved.action || SYSTEM_ACTION_NAMES.includes(resolved.action)) continue;
      const schema = stepSchema(resolved.schema);
      add({
        action: resolved.action,
        key: schema ? `${resolved.action} (${resolved.name})` : resolved.action,
        schema: schema ?? EMPTY_SCHEMA,
        ...(schema ? { step: resolved.name } : {}),
        mobile: device === "mobile",
        route: route.name,
        sessions: route.public ? "fresh" : (ROUTE_SESSIONS[route.name] ?? "standing"),
        notBuilt: !schema,
      });
    }
  }
  return actions;
}
