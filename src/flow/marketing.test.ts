import { describe, expect, it } from "vitest";
import { marketingParamsFrom, readCookie } from "./marketing.ts";

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

  it("reads the tracking cookie among others", () => {
    const value = encodeURIComponent(JSON.stringify({ utm_source: "a b" }));
    expect(readCookie(`_ga=1; tmsc=${value}; other=2`, "tmsc")).toBe('{"utm_source":"a b"}');
    expect(readCookie("_ga=1", "tmsc")).toBeUndefined();
  });
});
