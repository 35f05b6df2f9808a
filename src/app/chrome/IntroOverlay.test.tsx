// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mapTranslator } from "../../engine/index.ts";
import { createSessionState, type SessionState } from "../../flow/session-store.ts";
import { AppContext } from "../session-context.ts";
import { IntroOverlay, wantsPoster } from "./IntroOverlay.tsx";

const translator = mapTranslator({
  "common:intro.title": "Welcome",
  "common:intro.body": "Watch how opening an account works.",
  "common:intro.start": "Start",
  "common:dialog.close": "Close",
});

function renderOverlay(setUp: (state: SessionState) => void) {
  const state = createSessionState({ brand: "eu", language: "en" }, "/eu-en/onboarding", "");
  state.ready = true;
  setUp(state);
  render(
    <AppContext.Provider value={{ state, translator }}>
      <IntroOverlay />
    </AppContext.Provider>,
  );
  return state;
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe("intro overlay", () => {
  it("shows the desktop video in a dialog, and Start closes it for the rest of the session", async () => {
    renderOverlay(
      (state) =>
        (state.introVideo = {
          desktop: "/media/intro-desktop.mp4",
          mobile: "/media/intro-mobile.mp4",
        }),
    );
    const dialog = screen.getByRole("dialog", { name: "Welcome" });
    expect(screen.getByTestId("intro-video").getAttribute("src")).toBe("/media/intro-desktop.mp4");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Start" })));
    expect(dialog.isConnected).toBe(false);
    expect(sessionStorage.getItem("onboarding.introSeen")).toBe("1");
  });

  it("shows the mobile video on the mobile path", () => {
    renderOverlay((state) => {
      state.device = "mobile";
      state.introVideo = { desktop: "/media/intro-desktop.mp4", mobile: "/media/intro-mobile.mp4" };
    });
    expect(screen.getByTestId("intro-video").getAttribute("src")).toBe("/media/intro-mobile.mp4");
  });

  it("is not shown without a configured video, or once seen in this session", () => {
    renderOverlay(() => undefined);
    expect(screen.queryByRole("dialog")).toBeNull();
    cleanup();
    sessionStorage.setItem("onboarding.introSeen", "1");
    renderOverlay((state) => (state.introVideo = { desktop: "/media/intro-desktop.mp4" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives Safari the poster image, and other browsers not", () => {
    const safari =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
    const chrome =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
    expect(wantsPoster(safari)).toBe(true);
    expect(wantsPoster(chrome)).toBe(false);
  });
});
