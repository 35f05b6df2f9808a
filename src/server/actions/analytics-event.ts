/**
 * The analytics write ('dc', spec §7): a step or route event with browser, device and system, or
 * the upload's file-type validation event (a file of a type the uploader does not take).
 */
import { Ajv } from "ajv";
import { tooManyRequests } from "./limit-answers.ts";
import { globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";
import { sessionOf } from "./session-access.ts";

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
  await services.store.recordAnalyticsEvent(session.application.id, {
    ...event,
    step: event.step ?? null,
  });
  return success();
}
