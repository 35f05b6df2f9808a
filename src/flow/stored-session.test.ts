// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { deviceOf, looksLikePhone } from "./stored-session.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

afterEach(() => sessionStorage.clear());

describe("looksLikePhone", () => {
  it("takes a phone's user agent, or a viewport under 768 px, for a phone", () => {
    expect(looksLikePhone({ userAgent: IPHONE, width: 1024 })).toBe(true);
    expect(looksLikePhone({ userAgent: ANDROID_PHONE, width: 412 })).toBe(true);
    expect(looksLikePhone({ userAgent: DESKTOP, width: 767 })).toBe(true);
    expect(looksLikePhone({ userAgent: DESKTOP, width: 768 })).toBe(false);
    expect(looksLikePhone({ userAgent: ANDROID_TABLET, width: 1280 })).toBe(false);
  });
});

describe("deviceOf", () => {
  it("detects a phone without ?mobile, and keeps the answer for the tab", () => {
    expect(deviceOf("", { userAgent: ANDROID_PHONE, width: 412 })).toBe("mobile");
    // Turned to landscape or resized later: the path does not switch.
    expect(deviceOf("", { userAgent: DESKTOP, width: 1280 })).toBe("mobile");
  });

  it("lets ?mobile=true|false override what the browser looks like", () => {
    expect(deviceOf("?mobile=false", { userAgent: IPHONE, width: 390 })).toBe("desktop");
    expect(deviceOf("", { userAgent: IPHONE, width: 390 })).toBe("desktop");
    expect(deviceOf("?mobile=true", { userAgent: DESKTOP, width: 1280 })).toBe("mobile");
  });

  it("takes a tab that opens a hand-off link for a phone, whatever the browser looks like", () => {
    expect(deviceOf("?handoff=abc&qrCode=true", { userAgent: DESKTOP, width: 1280 })).toBe(
      "mobile",
    );
    // The code leaves the URL; the tab stays a phone.
    expect(deviceOf("?qrCode=true", { userAgent: DESKTOP, width: 1280 })).toBe("mobile");
  });

  it("gives a desktop browser the desktop path", () => {
    expect(deviceOf("", { userAgent: DESKTOP, width: 1280 })).toBe("desktop");
  });
});
