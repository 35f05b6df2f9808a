// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_COOKIE_SECONDS, readCookie, writeCookie } from "./cookies.ts";
import { rememberMarketingParams, TRACKING_COOKIE_SECONDS } from "./marketing.ts";

/** What the page writes to `document.cookie`, attributes included (the browser hides them). */
function cookieWrites(): string[] {
  const written: string[] = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
  vi.spyOn(document, "cookie", "set").mockImplementation((text: string) => {
    written.push(text);
    native.set!.call(document, text);
  });
  return written;
}

afterEach(() => vi.restoreAllMocks());

describe("cookies", () => {
  it("reads a cookie among others", () => {
    const value = encodeURIComponent(JSON.stringify({ utm_source: "a b" }));
    expect(readCookie(`_ga=1; tmsc=${value}; other=2`, "tmsc")).toBe('{"utm_source":"a b"}');
    expect(readCookie("_ga=1", "tmsc")).toBeUndefined();
  });

  it("keeps a cookie that names no lifetime for a year", () => {
    const written = cookieWrites();
    writeCookie("choice", "a;b");
    expect(DEFAULT_COOKIE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(written).toEqual([
      `choice=a%3Bb; Max-Age=${DEFAULT_COOKIE_SECONDS}; Path=/; SameSite=Lax`,
    ]);
    expect(readCookie(document.cookie, "choice")).toBe("a;b");
  });

  it("keeps the campaign parameters for 30 days", () => {
    const written = cookieWrites();
    rememberMarketingParams("?utm_source=news");
    expect(TRACKING_COOKIE_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(written).toHaveLength(1);
    expect(written[0]).toContain(`; Max-Age=${TRACKING_COOKIE_SECONDS}; `);
    expect(JSON.parse(readCookie(document.cookie, "tmsc")!)).toEqual({ utm_source: "news" });
  });
});
