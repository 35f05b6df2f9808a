// @vitest-environment jsdom
/**
 * A journey continued after a reload whose last photo failed: the view shows that photo's
 * failure again, as the server's scan session tells it, with the attempts left; once the client
 * has tried again it is gone.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CaptureSnapshot } from "../../src/capture/capture-snapshot.ts";
import { JourneyView } from "./JourneyView.tsx";

afterEach(cleanup);

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

function continuedJourney(attemptsRemaining: number) {
  const snapshot = {
    token: { status: "received" },
    scanSession: {
      gbgToken: "T",
      journeyId: "J-1",
      clientId: "",
      backendUrl: "/",
      journey: {
        action: "IDENTITY:FRONT",
        attemptsRemaining: 2,
        processedDocuments: 1,
        lastUploadFailed: true,
        lastFailureReasons: ["blurred", "glare"],
      },
    },
    ending: "notEnded",
    route: undefined,
    journey: {
      state: "inProgress",
      journeyId: "J-1",
      action: "IDENTITY:FRONT",
      requiredAction: "KeepCapturing",
      attemptsRemaining,
      pending: "none",
      waitingForResponse: false,
      provider: "filesystem",
      currentResult: "Failed",
      uploadAgain: true,
      requireDocumentSide: "FRONT",
      attemptTimedOut: false,
      transferError: undefined,
      endReason: undefined,
      highLevelResult: undefined,
    },
  } as unknown as CaptureSnapshot;
  return {
    subscribe: () => () => undefined,
    getSnapshot: () => snapshot,
    send: () => ({ ok: true as const }),
  };
}

const view = (attemptsRemaining: number) =>
  render(
    <JourneyView
      session={continuedJourney(attemptsRemaining)}
      t={t}
      upload={() => Promise.resolve({ ok: false, code: "network" })}
      locale="en"
      document="passport"
      active={false}
    />,
  );

describe("a journey continued after a reload", () => {
  it("shows the last photo's failure again, with the attempts left", () => {
    view(2);
    expect(screen.getByRole("alert").textContent).toBe(
      "identityJourney:reasons.blurred identityJourney:reasons.glare",
    );
    expect(screen.getByText('identityJourney:upload.attemptsRemaining {"count":2}')).toBeTruthy();
  });

  it("does not show it once an attempt was made since", () => {
    view(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
