// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendEarlyCalls, takeEarlyCall } from "./early-calls.ts";
import { serveProxy } from "./fake-proxy.ts";
import { TOKEN_KEY } from "./stored-session.ts";

const serve = () => serveProxy();

const bodies = (fetch: ReturnType<typeof serveProxy>) =>
  fetch.mock.calls.map(([url, init]) => ({
    action: url.slice(url.lastIndexOf("/") + 1),
    body: JSON.parse(init.body as string) as Record<string, unknown>,
  }));

const locale = { brand: "eu", language: "en" } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  for (const action of ["get-token", "get-dictionaries-list"] as const)
    takeEarlyCall({ locale, token: undefined, device: "desktop" }, action);
});

describe("the start-up calls", () => {
  it("go out with the stored session's token, never one a link carries", () => {
    const fetch = serve();
    localStorage.setItem(TOKEN_KEY, "the-stored-token");
    window.history.replaceState(
      null,
      "",
      `/eu-en/onboarding/personal-data?token=${"x".repeat(43)}`,
    );
    sendEarlyCalls();
    expect(bodies(fetch).map(({ action, body }) => [action, body.token])).toEqual([
      ["get-token", "the-stored-token"],
      ["get-dictionaries-list", "the-stored-token"],
    ]);
  });

  it("are not sent by a page about to open in the language its link names", () => {
    const fetch = serve();
    window.history.replaceState(null, "", "/eu-en/onboarding/personal-data?lang=de");
    sendEarlyCalls();
    expect(fetch).not.toHaveBeenCalled();
  });
});
