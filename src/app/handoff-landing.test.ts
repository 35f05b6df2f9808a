// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { proxyCalls as calls, serveProxy as serve } from "../flow/fake-proxy.ts";
import { createSessionState } from "../flow/session-store.ts";
import { landFromHandoffLink } from "./handoff-landing.ts";

const PHONE_STATE = {
  route: "mobileDocumentChoice",
  steps: { dataUploadChoice: { dataUploadChoice: 3 } },
  prefill: {},
  sentParts: {},
  residenceCountry: "IE",
  registered: true,
};

function stateAt(search: string) {
  window.history.replaceState(null, "", `/eu-en/onboarding/document-selection${search}`);
  localStorage.setItem("onboarding.token", "an-older-token");
  return createSessionState({ brand: "eu", language: "en" }, "/eu-en/onboarding", search);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe("landing from a hand-off link", () => {
  it("trades the QR code's code for the phone's session, drops it from the URL and tells the desktop, every second until heard", async () => {
    let scans = 0;
    const fetch = serve({
      "mobile-handoff": () => ({
        status: 200,
        body: { status: "success", token: "phone", state: PHONE_STATE },
      }),
      "mobile-qr-code-scan": () =>
        ++scans < 3
          ? { status: 503, body: { status: "error", globalError: "busy" } }
          : { status: 200, body: { status: "success" } },
    });
    const state = stateAt("?handoff=code-1&qrCode=true");
    expect(await landFromHandoffLink(state, "code-1")).toBe(true);
    expect(calls(fetch, "mobile-handoff")).toEqual([
      expect.objectContaining({ handoffCode: "code-1" }),
    ]);
    expect(calls(fetch, "mobile-handoff")[0]!.token).toBeUndefined();
    expect(state.token).toBe("phone");
    expect(localStorage.getItem("onboarding.token")).toBe("phone");
    expect(state.handoff).toBe("qr");
    expect(state.device).toBe("mobile");
    expect(sessionStorage.getItem("onboarding.handoff")).toBe("qr");
    expect(state.steps).toEqual(PHONE_STATE.steps);
    expect(window.location.search).toBe("?qrCode=true");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls(fetch, "mobile-qr-code-scan")).toHaveLength(3);
    expect(calls(fetch, "mobile-qr-code-scan")[0]).toMatchObject({
      token: "phone",
      qrCodeScan: true,
    });
  });

  it("keeps an SMS link's phone in sms mode and tells no QR scan", async () => {
    const fetch = serve({
      "mobile-handoff": () => ({ status: 200, body: { status: "success", token: "phone" } }),
    });
    const state = stateAt("?handoff=code-2&mobile=true");
    expect(await landFromHandoffLink(state, "code-2")).toBe(true);
    expect(state.handoff).toBe("sms");
    expect(window.location.search).toBe("?mobile=true");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls(fetch, "mobile-qr-code-scan")).toHaveLength(0);
  });

  it("opens nothing for a refused code, the tab's token left as it was", async () => {
    serve({
      "mobile-handoff": () => ({
        status: 410,
        body: { status: "error", globalError: "used", handoffRefused: "used" },
      }),
    });
    const state = stateAt("?handoff=code-3&qrCode=true");
    expect(await landFromHandoffLink(state, "code-3")).toBe(false);
    expect(state.handoffRefused).toBe("used");
    expect(state.handoff).toBeUndefined();
    expect(state.token).toBe("an-older-token");
  });
});
