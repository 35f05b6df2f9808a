/** The answers when a rate limit refuses a request, or when password hashing has no room. */
import type { Language } from "../../shared/brand/locales.ts";
import type { LimitVerdict } from "../limits/rate-limiter.ts";
import { globalError, type ProxyAnswer } from "./proxy-answer.ts";
import type { ProxyServices } from "./proxy-services.ts";

/** How long a client is asked to wait when the password-hashing line is full. */
export const HASHING_BUSY_RETRY_SECONDS = 5;

/**
 * 429 with Retry-After, and a message saying in how many whole minutes to try again
 * (`errors:tooManyRequests` unless another key is named; plural forms by the locale files).
 */
export function tooManyRequests(
  services: ProxyServices,
  language: Language,
  verdict: LimitVerdict,
  key = "errors:tooManyRequests",
): ProxyAnswer {
  const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000));
  return {
    ...globalError(429, services.translate(language, [key], { count: minutes })),
    headers: { "retry-after": String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))) },
  };
}

/** 503 with Retry-After: the server is busy hashing other passwords; nothing was done. */
export function hashingBusy(services: ProxyServices, language: Language): ProxyAnswer {
  return {
    ...globalError(503, services.translate(language, ["errors:serviceUnavailable"])),
    headers: { "retry-after": String(HASHING_BUSY_RETRY_SECONDS) },
  };
}
