import { describe, expect, it } from "vitest";
import fastUri from "fast-uri";
import { equal, resolve } from "./uri-resolver.ts";

describe("uri-resolver (what RJSF needs of fast-uri)", () => {
  it.each([
    ["https://example.com/schemas/a.json", "#/$defs/x"],
    ["https://example.com/schemas/a.json", "b.json#/$defs/y"],
    ["https://example.com/schemas/a.json", "../c.json"],
    ["https://example.com/schemas/a.json", "https://other.org/d.json"],
  ])("resolves %s + %s as fast-uri does", (base, ref) => {
    expect(resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it("leaves a reference without a base as it is", () => {
    expect(resolve(undefined, "#/$defs/x")).toBe("#/$defs/x");
  });

  it("compares URIs as fast-uri does", () => {
    expect(equal("https://Example.com/a.json", "https://example.com/a.json")).toBe(
      fastUri.equal("https://Example.com/a.json", "https://example.com/a.json"),
    );
    expect(equal("https://example.com/a.json", "https://example.com/b.json")).toBe(false);
    expect(equal("urn:a", "urn:a")).toBe(true);
  });
});
