import { describe, expect, it } from "vitest";
import {
  ATTEMPT_TIMEOUT_MS,
  NO_JOURNEY_FALLBACK_MS,
  RESULT_FETCH_DELAY_MS,
  TOKEN_RETRIES,
  TOKEN_RETRY_INTERVAL_MS,
} from "./journey-constants.ts";

describe("journey constants (spec §9)", () => {
  it("holds the attempt timeout, result delay, fallback and token retry values of the spec", () => {
    expect({
      ATTEMPT_TIMEOUT_MS,
      RESULT_FETCH_DELAY_MS,
      NO_JOURNEY_FALLBACK_MS,
      TOKEN_RETRY_INTERVAL_MS,
      TOKEN_RETRIES,
    }).toEqual({
      ATTEMPT_TIMEOUT_MS: 30_000,
      RESULT_FETCH_DELAY_MS: 1_000,
      NO_JOURNEY_FALLBACK_MS: 10_000,
      TOKEN_RETRY_INTERVAL_MS: 3_000,
      TOKEN_RETRIES: 4,
    });
  });
});
