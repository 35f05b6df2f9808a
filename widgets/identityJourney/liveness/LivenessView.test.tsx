// @vitest-environment jsdom
/**
 * The liveness step's view with the project's texts: what it asks before the camera opens, the
 * camera problem said with the catalogue's message, the first prompt of the server's challenge
 * with its step and time, and what the service answered handed to the journey.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadLocales } from "../../../src/server/config/project-files.ts";
import { localeTranslator } from "../../../tests/component/locale-translator.ts";
import type { LivenessCalls } from "./liveness-calls.ts";
import { LivenessView } from "./LivenessView.tsx";

const locales = loadLocales();
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, "mediaDevices");
});

/** A camera that opens: a stream whose tracks are stopped when the view closes it. */
function fakeCamera(): { stopped: () => boolean } {
  let stopped = false;
  const stream = { getTracks: () => [{ stop: () => (stopped = true) }] };
  Object.defineProperty(navigator, "mediaDevices", {
    value: { getUserMedia: () => Promise.resolve(stream) },
    configurable: true,
  });
  return { stopped: () => stopped };
}

const view = (language: "en" | "pl", calls: LivenessCalls, handlers = {}) => {
  const translator = localeTranslator(locales, language);
  const t = (key: string, values?: Record<string, string | number>) => translator.t(key, values);
  render(
    <LivenessView
      t={t}
      calls={calls}
      attemptsRemaining={2}
      problem={undefined}
      onCounted={() => undefined}
      onFailed={() => undefined}
      {...handlers}
    />,
  );
  return t;
};

const neverCalled: LivenessCalls = {
  start: () => Promise.reject(new Error("not expected")),
  frame: () => Promise.reject(new Error("not expected")),
};

describe("the liveness view", () => {
  it.each(["en", "pl"] as const)(
    "%s: says what it will ask, the attempts left, and a Start button",
    (language) => {
      const t = view(language, neverCalled);
      expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(
        t("identityJourney:liveness.title"),
      );
      expect(screen.getByText(t("identityJourney:liveness.intro"))).toBeTruthy();
      expect(screen.getAllByRole("listitem")).toHaveLength(3);
      expect(
        screen.getByText(t("identityJourney:upload.attemptsRemaining", { count: 2 })),
      ).toBeTruthy();
      expect(
        screen.getByRole("button", { name: t("identityJourney:liveness.start") }),
      ).toBeTruthy();
    },
  );

  it("says a browser without a camera with the catalogue's message, and offers the camera again", async () => {
    const t = view("en", neverCalled);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Start" }));
    });
    expect(screen.getByRole("alert").textContent).toBe(
      t("identityJourney:camera.problems.unavailable"),
    );
    expect(screen.getByRole("button", { name: t("identityJourney:camera.retry") })).toBeTruthy();
  });

  it.each(["en", "pl"] as const)(
    "%s: shows the challenge's first prompt, its step and its time; the camera closes with the view",
    async (language) => {
      const camera = fakeCamera();
      const t = view(language, {
        start: async () => ({
          kind: "challenge",
          challengeId: "c1",
          prompts: ["lookStraight", "smile", "lookLeft"],
          actionSeconds: 10,
          attemptsRemaining: 2,
        }),
        frame: () => new Promise(() => undefined),
      });
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: t("identityJourney:liveness.start") }));
      });
      expect(
        screen
          .getByText(t("identityJourney:liveness.prompts.lookStraight"))
          .getAttribute("aria-live"),
      ).toBe("assertive");
      expect(
        screen.getByText(t("identityJourney:liveness.step", { current: 1, total: 3 })),
      ).toBeTruthy();
      expect(screen.getByRole("status").textContent).toBe(
        t("identityJourney:liveness.secondsLeft", { seconds: 10 }),
      );
      expect(screen.getByLabelText(t("identityJourney:camera.viewfinder")).tagName).toBe("VIDEO");
      cleanup();
      expect(camera.stopped()).toBe(true);
    },
  );

  it("hands a start the service counted, or refused, to the journey, and closes the camera", async () => {
    const camera = fakeCamera();
    const onCounted = vi.fn();
    const onFailed = vi.fn();
    const counted = {
      kind: "counted",
      journeyId: "j1",
      livenessResult: "Interrupted",
      reasons: ["livenessInterrupted"],
      attemptsRemaining: 0,
    } as const;
    const answers = [counted, { kind: "failed", code: "journeyEnded" } as const];
    view(
      "en",
      { start: async () => answers.shift()!, frame: () => Promise.reject(new Error("none")) },
      { onCounted, onFailed },
    );
    const pressed = Date.now();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Start" }));
    });
    // With the moment Start was pressed, which the attempt's status report begins at.
    expect(onCounted).toHaveBeenCalledWith(counted, expect.any(Number));
    const [, startedAt] = onCounted.mock.calls[0] as [unknown, number];
    expect(startedAt).toBeGreaterThanOrEqual(pressed);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
    expect(camera.stopped()).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Start" }));
    });
    expect(onFailed).toHaveBeenCalledWith({ kind: "failed", code: "journeyEnded" });
  });
});
