/** The answers the proxy gives (spec §3 "Responses"), with the HTTP status each goes with. */
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import type { ProxyAnswerBody } from "../../shared/proxy/proxy-answer.ts";

export type { ProxyAnswerBody };

export interface ProxyAnswer {
  httpStatus: number;
  body: ProxyAnswerBody;
  /** HTTP headers the answer carries besides the usual ones, e.g. Retry-After. */
  headers?: Record<string, string>;
}

export const success = (body: Omit<ProxyAnswerBody, "status"> = {}): ProxyAnswer => ({
  httpStatus: 200,
  body: { status: "success", ...body },
});

export const fieldErrors = (errors: FieldErrors): ProxyAnswer => ({
  httpStatus: 422,
  body: { status: "error", errors },
});

export const globalError = (
  httpStatus: number,
  message: string,
  extra: Partial<ProxyAnswerBody> = {},
): ProxyAnswer => ({
  httpStatus,
  body: { status: "error", globalError: message, ...extra },
});
