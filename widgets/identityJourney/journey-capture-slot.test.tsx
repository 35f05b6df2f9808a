// @vitest-environment jsdom
/**
 * The journey with the phone's camera in its slot: the camera stands where the file upload
 * would, is told the side asked for, and the "thank you" lines before the back and the selfie
 * speak of the camera.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CaptureSnapshot } from "../../src/capture/capture-snapshot.ts";
import { JourneyView, type CaptureSlot } from "./JourneyView.tsx";

afterEach(cleanup);

type Asked = "FRONT" | "BACK" | "SELFIE";

function sessionAsking(asked: Asked) {
  const side = asked === "SELFIE" ? undefined : asked;
  const snapshot = {
    token: { status: "received" },
    scanSession: undefined,
    ending: "none",
    route: undefined,
    journey: {
      state: "inProgress",
      journeyId: "J-1",
      action: asked === "SELFIE" ? "SELFIE" : `IDENTITY:${asked}`,
      requiredAction: "KeepCapturing",
      attemptsRemaining: 2,
      pending: "none",
      waitingForResponse: false,
      provider: "camera",
      currentResult: undefined,
      uploadAgain: false,
      requireDocumentSide: side,
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

function renderWithCamera(side: Asked) {
  const slots: CaptureSlot[] = [];
  render(
    <JourneyView
      session={sessionAsking(side)}
      t={(key) => key}
      upload={() => Promise.resolve({ ok: false, code: "network" })}
      locale="en"
      document="idCard"
      active
      capture={(slot) => {
        slots.push(slot);
        return <p>camera view</p>;
      }}
    />,
  );
  return slots;
}

describe("the journey with the camera in its slot", () => {
  it("shows the camera instead of the file upload, for the side asked for", () => {
    const slots = renderWithCamera("FRONT");
    expect(screen.getByText("camera view")).toBeTruthy();
    expect(screen.queryByText("identityJourney:upload.chooseFile")).toBeNull();
    expect(slots.at(-1)).toMatchObject({ side: "FRONT", attemptsRemaining: 2, busy: false });
    expect(screen.queryByText("identityJourney:camera.thankYouFront")).toBeNull();
  });

  it("thanks for the front in the camera's words when the back is asked for", () => {
    const slots = renderWithCamera("BACK");
    expect(slots.at(-1)?.side).toBe("BACK");
    expect(screen.getByRole("status").textContent).toBe("identityJourney:camera.thankYouFront");
  });

  it("thanks for the document in the camera's words when the selfie is asked for", () => {
    const slots = renderWithCamera("SELFIE");
    expect(slots.at(-1)?.subject).toBe("selfie");
    expect(screen.getByRole("status").textContent).toBe("identityJourney:camera.thankYouDocument");
  });
});
