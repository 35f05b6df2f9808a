// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mapTranslator } from "../../../engine/index.ts";
import { createSessionState, type SessionState } from "../../../flow/session-store.ts";
import { AppContext } from "../../session-context.ts";
import { WaitingForMobileScreen } from "./WaitingForMobileScreen.tsx";

const translator = mapTranslator({
  "handoff:waiting.title": "Continue on your phone",
  "handoff:waiting.status": "Waiting for the photos from your phone…",
  "handoff:waiting.finished": "Your phone has finished.",
  "handoff:waiting.next": "Next",
  "handoff:waiting.continueManually": "Continue manually without the phone",
});

const WAITING = { status: "success", isHybrid: true, isDesktopWaiting: true, dataContent: {} };
const ENDED = {
  status: "success",
  isHybrid: true,
  isDesktopWaiting: false,
  dataContent: { journeyId: "j-1", backendUrl: "/journey-service/", gbgToken: "scan" },
};

/** The proxy's and the journey service's answers, by what the URL asks. */
function serve(polls: unknown[], journey: () => Response) {
  const fetch = vi.fn((url: string) => {
    if (url.includes("/journey/get?journeyId=j-1")) return Promise.resolve(journey());
    const body = url.endsWith("/mobile-desktop-is-completed")
      ? (polls.shift() ?? WAITING)
      : { status: "success" };
    return Promise.resolve(new Response(JSON.stringify(body)));
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const polled = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([url]) => url.endsWith("/mobile-desktop-is-completed")).length;

function renderScreen(): SessionState {
  const state = createSessionState({ brand: "eu", language: "en" }, "/eu-en/onboarding", "");
  state.token = "desktop";
  state.ready = true;
  render(
    <AppContext.Provider value={{ state, translator }}>
      <WaitingForMobileScreen />
    </AppContext.Provider>,
  );
  return state;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, "", "/eu-en/onboarding/waiting-for-mobile");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("waiting for the phone", () => {
  it("asks every 5 s with Next off, then reads the phone's result and goes to the success page", async () => {
    const fetch = serve([WAITING, ENDED], () =>
      Response.json({ HighLevelResult: "Passed", ProcessedDocuments: [] }),
    );
    renderScreen();
    await advance(0);
    expect(polled(fetch)).toBe(1);
    expect(screen.getByRole("status").textContent).toContain("Waiting for the photos");
    expect(screen.getByRole("button", { name: "Next" }).getAttribute("aria-disabled")).toBe("true");
    await advance(4999);
    expect(polled(fetch)).toBe(1);
    await advance(1);
    expect(window.location.pathname).toBe("/eu-en/onboarding/upload-succeeded");
    const [, init] = fetch.mock.calls.find(([url]) => url.includes("/journey/get"))! as unknown as [
      string,
      RequestInit,
    ];
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer scan");
    await advance(60_000);
    expect(polled(fetch)).toBe(2);
  });

  it("goes to the failure page for a result other than Passed, and when the result cannot be had", async () => {
    serve([ENDED], () => Response.json({ HighLevelResult: "Refer" }));
    renderScreen();
    await advance(0);
    expect(window.location.pathname).toBe("/eu-en/onboarding/upload-failed");
    cleanup();
    window.history.replaceState(null, "", "/eu-en/onboarding/waiting-for-mobile");
    serve([ENDED], () => new Response("", { status: 500 }));
    renderScreen();
    await advance(0);
    expect(window.location.pathname).toBe("/eu-en/onboarding/upload-failed");
  });

  it("goes to the personal data when the phone skipped the upload", async () => {
    serve(
      [{ status: "success", isDesktopWaiting: false, dataContent: { skipHybridUpload: 1 } }],
      () => new Response("", { status: 500 }),
    );
    renderScreen();
    await advance(0);
    expect(window.location.pathname).toBe("/eu-en/onboarding/personal-data");
  });

  it("shows a polled error's message for a second and keeps asking", async () => {
    const fetch = serve([{ status: "error", globalError: "Please wait a moment" }], () =>
      Response.json({}),
    );
    const state = renderScreen();
    await advance(0);
    expect(state.globalError).toBe("Please wait a moment");
    await advance(1000);
    expect(state.globalError).toBeUndefined();
    await advance(4000);
    expect(polled(fetch)).toBe(2);
    expect(window.location.pathname).toBe("/eu-en/onboarding/waiting-for-mobile");
  });

  it("restarts on a restart answer", async () => {
    serve([{ status: "error", restart: true }], () => Response.json({}));
    const state = renderScreen();
    await advance(0);
    expect(state.token).toBeUndefined();
    expect(window.location.pathname).toBe("/eu-en/onboarding/login");
  });
});
