import { describe, expect, it } from "vitest";
import { marketingParamsFrom } from "./marketing.ts";

describe("marketing parameters", () => {
  it("reads the campaign parameters of the landing URL and ignores the rest", () => {
    expect(marketingParamsFrom("?utm_source=newsletter&mobile=true&gclid=abc")).toEqual({
      utm_source: "newsletter",
      gclid: "abc",
    });
  });

  it("has none when the URL carries no campaign parameter", () => {
    expect(marketingParamsFrom("?mobile=true")).toBeUndefined();
  });

  it("cuts an overlong value", () => {
    expect(marketingParamsFrom(`?utm_term=${"x".repeat(500)}`)?.utm_term).toHaveLength(200);
  });
});
