import { describe, expect, it } from "vitest";
import { warmLocaleData } from "./warm-locale-data.ts";

describe("warmLocaleData", () => {
  it("warms a language's formats and ignores a tag the browser would refuse", () => {
    expect(() => new Intl.DateTimeFormat("not a tag")).toThrow(RangeError);
    expect(() => warmLocaleData("not a tag")).not.toThrow();
    expect(() => warmLocaleData("")).not.toThrow();
    expect(warmLocaleData("pl")).toBeUndefined();
  });
});
