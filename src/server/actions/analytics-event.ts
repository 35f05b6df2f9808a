/**
 * The analytics write ('dc', spec §7): a step or route event with browser, device and system, or
 * the upload's file-type validation event (a file of a type the uploader does not take). A step's
 * event is stored once per application in the once-only window (spec §4: once per user per step
 * in 24 hours), also when another browser of the same client sends it again; a repeat is
 * answered as a success, with nothing stored.
 */
import { Ajv } from "ajv";
import { tooManyRequests } from "./limit-answers.ts";
import { globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";
import { sessionOf } from "./session-access.ts";
import { ANALYTICS_ONCE_WINDOW_MS } from "../../shared/analytics/step-events.ts";

export const ANALYTICS_EVENT_SCHEMA = {
  type: "object",
  properties: {
    event: { enum: ["step", "route", "fileTypeValidation"] },
    step: { type: "integer", minimum: 0, maximum: 99 },
    route: { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_.]+$" },
    browser: { type: "string", minLength: 1, maxLength: 32 },
    device: { enum: ["mobile", "tablet", "desktop"] },
    os: { type: "string", minLength: 1, maxLength: 32 },
  },
  required: ["event", "route", "browser", "device", "os"],
  additionalProperties: false,
} as const;

interface AnalyticsEvent {
  event: "step" | "route" | "fileTypeValidation";
  step?: number;
  route: string;
  browser: string;
  device: string;
  os: string;
}

const isAnalyticsEvent = new Ajv().compile<AnalyticsEvent>(ANALYTICS_EVENT_SCHEMA);

export async function recordAnalyticsEvent(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  const { session, restart } = await sessionOf(services, request);
  if (restart) return restart;
  const verdict = await services.limits.hit("analytics", session.tokenHash);
  if (!verdict.allowed) return tooManyRequests(services, request.language, verdict);
  const event = request.payload;
  if (!isAnalyticsEvent(event)) {
    return globalError(400, services.translate(request.language, ["errors:badAnalyticsEvent"]));
  }
  const applicationId = session.application.id;
  if (
    event.event === "step" &&
    event.step !== undefined &&
    (await services.store.hasStepEventWithin(applicationId, event.step, ANALYTICS_ONCE_WINDOW_MS))
  )
    return success();
  await services.store.recordAnalyticsEvent(applicationId, {
    ...event,
    step: event.step ?? null,
  });
  return success();
}
