import { describe, expect, it } from "vitest";
import {
  boundedAnswer,
  FIELD_ERRORS_BUDGET_BYTES,
  MAX_MESSAGE_LENGTH,
  MAX_MESSAGES_PER_FIELD,
} from "./bounded-answer.ts";
import { fieldErrors, success } from "./proxy-answer.ts";

const MORE = "More problems than listed.";
const more = () => MORE;
const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe("boundedAnswer", () => {
  it("leaves a real form's errors as they are", () => {
    const answer = fieldErrors({
      firstName: ["This field is required"],
      pesel: ["Enter 11 digits", "The check digit does not match"],
    });
    expect(boundedAnswer(answer, more)).toEqual(answer);
  });

  it("does not echo an over-long field name, and says there is more", () => {
    const answer = boundedAnswer(
      fieldErrors({ ["x".repeat(60_000)]: ["This field is not part of the form"] }),
      more,
    );
    expect(answer.httpStatus).toBe(422);
    expect(answer.body).toEqual({ status: "error", errors: {}, globalError: MORE });
  });

  it("stops listing fields at the byte budget", () => {
    const many = Object.fromEntries(
      Array.from({ length: 3000 }, (_, i) => [`field${i}`, ["This field is not part of the form"]]),
    );
    const answer = boundedAnswer(fieldErrors(many), more);
    expect(size(answer.body.errors)).toBeLessThanOrEqual(FIELD_ERRORS_BUDGET_BYTES);
    expect(Object.keys(answer.body.errors!).length).toBeGreaterThan(10);
    expect(answer.body.globalError).toBe(MORE);
  });

  it("keeps a few messages per field, each cut to a bounded length", () => {
    const answer = boundedAnswer(
      fieldErrors({ email: ["a".repeat(5000), "b", "c", "d", "e"] }),
      more,
    );
    const messages = answer.body.errors!.email!;
    expect(messages).toHaveLength(MAX_MESSAGES_PER_FIELD);
    expect(messages[0]).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(answer.body.globalError).toBe(MORE);
  });

  it("shortens an over-long message without saying there is more", () => {
    const answer = boundedAnswer(fieldErrors({ email: ["a".repeat(5000)] }), more);
    expect(answer.body.errors!.email![0]).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(answer.body.globalError).toBeUndefined();
  });

  it("adds no global message to a successful answer (validate) it shortened", () => {
    const answer = boundedAnswer(success({ errors: { ["k".repeat(100)]: ["x"] } }), more);
    expect(answer.body).toEqual({ status: "success", errors: {} });
  });
});
