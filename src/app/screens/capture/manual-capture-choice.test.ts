// @vitest-environment jsdom
/**
 * The phone's manual-capture choices kept over a reload: per camera, for the journey under way
 * only, and nothing (the defaults) where storage is refused or holds something unreadable.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { manualCaptureChosen, rememberManualCapture } from "./manual-capture-choice.ts";

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the manual-capture choices of a journey", () => {
  it("keeps each camera's choice for the journey it was made in", () => {
    expect(manualCaptureChosen("J-1", "document")).toBeUndefined();
    rememberManualCapture("J-1", "document", true);
    rememberManualCapture("J-1", "selfie", false);
    expect(manualCaptureChosen("J-1", "document")).toBe(true);
    expect(manualCaptureChosen("J-1", "selfie")).toBe(false);
    rememberManualCapture("J-1", "document", false);
    expect(manualCaptureChosen("J-1", "document")).toBe(false);
  });

  it("starts a new journey from the defaults", () => {
    rememberManualCapture("J-1", "document", true);
    expect(manualCaptureChosen("J-2", "document")).toBeUndefined();
    rememberManualCapture("J-2", "selfie", true);
    expect(manualCaptureChosen("J-2", "selfie")).toBe(true);
    expect(manualCaptureChosen("J-2", "document")).toBeUndefined();
    expect(manualCaptureChosen("J-1", "document")).toBeUndefined();
  });

  it("keeps nothing before the journey is known, or where storage is unreadable or refused", () => {
    rememberManualCapture(undefined, "document", true);
    expect(manualCaptureChosen(undefined, "document")).toBeUndefined();
    sessionStorage.setItem("identityJourney.manualCapture", "{not json");
    expect(manualCaptureChosen("J-1", "document")).toBeUndefined();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("refused");
    });
    rememberManualCapture("J-1", "document", true);
    expect(manualCaptureChosen("J-1", "document")).toBeUndefined();
  });
});
