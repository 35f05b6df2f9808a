/** The 503 with Retry-After that postgres-faults.test.ts and sqlite-faults.test.ts expect. */
import { expect } from "vitest";
import { message, type Answer } from "./test-server.ts";

/** A 503, a Retry-After of whole seconds and the service-unavailable message in `language`. */
export function expectServiceUnavailable(answer: Answer, language: string): void {
  expect(answer.status).toBe(503);
  expect(answer.response.headers["retry-after"]).toMatch(/^[1-9]\d*$/);
  expect(answer.body).toEqual({
    status: "error",
    globalError: message(language, "errors:serviceUnavailable"),
  });
}
