import { describe, expect, it } from "vitest";
import { ANALYTICS_ONCE_WINDOW_MS, claimStepEvent, clientEnvironment } from "./analytics.ts";

describe("analytics step events", () => {
  it("sends a step's event at most once in 24 hours", () => {
    const sent: Record<string, number> = {};
    expect(claimStepEvent(sent, 3, 1_000)).toBe(true);
    expect(claimStepEvent(sent, 3, 1_000 + ANALYTICS_ONCE_WINDOW_MS - 1)).toBe(false);
    expect(claimStepEvent(sent, 7, 2_000)).toBe(true);
    expect(claimStepEvent(sent, 3, 1_000 + ANALYTICS_ONCE_WINDOW_MS)).toBe(true);
  });

  it("tells browser, device and operating system from the user agent", () => {
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    expect(clientEnvironment(iphone)).toEqual({ browser: "Safari", device: "mobile", os: "iOS" });
    const windowsEdge =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0";
    expect(clientEnvironment(windowsEdge)).toEqual({
      browser: "Edge",
      device: "desktop",
      os: "Windows",
    });
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
    expect(clientEnvironment(android)).toEqual({
      browser: "Chrome",
      device: "mobile",
      os: "Android",
    });
    expect(
      clientEnvironment("Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0"),
    ).toEqual({
      browser: "Firefox",
      device: "desktop",
      os: "Linux",
    });
  });
});
