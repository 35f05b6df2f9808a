// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { handoffCodeOf } from "../stored-session.ts";
import { exchangeHandoffCode, urlWithoutHandoffCode } from "./handoff-link.ts";
import { handoffQuery } from "./handoff-mode.ts";

const session = {
  locale: { brand: "eu", language: "en" },
  token: "old",
  device: "mobile",
} as const;

function answering(status: number, body: unknown) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

afterEach(() => vi.unstubAllGlobals());

describe("the hand-off link", () => {
  it("reads the code and drops it from the URL, the rest of the query kept", () => {
    expect(handoffCodeOf("?handoff=abc&qrCode=true")).toBe("abc");
    expect(handoffCodeOf("?qrCode=true")).toBeUndefined();
    expect(
      urlWithoutHandoffCode({
        pathname: "/eu-en/onboarding/document-selection",
        search: "?handoff=abc&qrCode=true",
        hash: "",
      }),
    ).toBe("/eu-en/onboarding/document-selection?qrCode=true");
    expect(
      urlWithoutHandoffCode({ pathname: "/onboarding/x", search: "?handoff=a", hash: "#h" }),
    ).toBe("/onboarding/x#h");
  });

  it("exchanges the code for the phone's session, without the tab's old token", async () => {
    const fetch = answering(200, { status: "success", token: "phone", state: { route: "x" } });
    vi.stubGlobal("fetch", fetch);
    const exchange = await exchangeHandoffCode(session, "abc", "?handoff=abc&qrCode=true");
    expect(exchange).toEqual({
      kind: "accepted",
      token: "phone",
      state: { route: "x" },
      mode: "qr",
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(body.handoffCode).toBe("abc");
    expect(body.token).toBeUndefined();
    expect(url).toBe("/api/form/eu/mobile-handoff");
  });

  it("takes an SMS link's mode from mobile=true", async () => {
    vi.stubGlobal("fetch", answering(200, { status: "success", token: "phone" }));
    const exchange = await exchangeHandoffCode(session, "abc", "?handoff=abc&mobile=true");
    expect(exchange).toMatchObject({ kind: "accepted", mode: "sms" });
  });

  it("tells a used, an expired, an unknown and a texted link not confirmed yet apart, and too many links opened from the phone's address", async () => {
    const statusOf: Record<string, number> = {
      used: 410,
      expired: 410,
      unknown: 404,
      unconfirmed: 409,
      tooMany: 429,
    };
    for (const reason of ["used", "expired", "unknown", "unconfirmed", "tooMany"]) {
      vi.stubGlobal(
        "fetch",
        answering(statusOf[reason]!, {
          status: "error",
          globalError: "This link cannot be used",
          handoffRefused: reason,
        }),
      );
      expect(await exchangeHandoffCode(session, "abc", "?handoff=abc")).toEqual({
        kind: "refused",
        reason,
      });
    }
  });

  it("refuses as unavailable when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    expect(await exchangeHandoffCode(session, "abc", "?handoff=abc")).toEqual({
      kind: "refused",
      reason: "unavailable",
    });
  });
});

describe("handoffQuery", () => {
  it("gives the capture journey the query of the tab's hand-off", () => {
    expect(handoffQuery({ handoff: "qr" }).get("qrCode")).toBe("true");
    expect(handoffQuery({ handoff: "sms" }).get("mobile")).toBe("true");
    expect(handoffQuery({ handoff: undefined }).toString()).toBe("");
  });
});
