import { describe, expect, it } from "vitest";
import { readQrScanAnswer, readWaitingAnswer, routeAfterPhoneJourney } from "./handoff-answers.ts";

const journey = { journeyId: "j-1", backendUrl: "https://scan.example/", gbgToken: "scan-token" };

describe("readWaitingAnswer", () => {
  it("keeps waiting while the desktop waits", () => {
    expect(
      readWaitingAnswer({
        status: "success",
        isHybrid: true,
        isDesktopWaiting: true,
        dataContent: {},
      }),
    ).toEqual({ kind: "waiting" });
  });

  it("reads the phone's journey once it ended", () => {
    expect(
      readWaitingAnswer({ status: "success", isDesktopWaiting: false, dataContent: journey }),
    ).toEqual({ kind: "journeyEnded", journey });
  });

  it("reads a phone that skipped the upload", () => {
    expect(
      readWaitingAnswer({
        status: "success",
        isDesktopWaiting: false,
        dataContent: { skipHybridUpload: 1 },
      }),
    ).toEqual({ kind: "skipped" });
  });

  it("asks again when the answer is not waiting but names neither a journey nor a skip", () => {
    expect(
      readWaitingAnswer({ status: "success", isDesktopWaiting: false, dataContent: {} }),
    ).toEqual({ kind: "waiting" });
  });

  it("restarts on a restart answer, and passes an error's message on", () => {
    const restart = { status: "error" as const, restart: true, globalError: "Session ended" };
    expect(readWaitingAnswer(restart)).toEqual({ kind: "restart", answer: restart });
    expect(readWaitingAnswer({ status: "error", globalError: "Try later" })).toEqual({
      kind: "error",
      message: "Try later",
    });
    expect(readWaitingAnswer({ status: "error", error: "Old style" })).toEqual({
      kind: "error",
      message: "Old style",
    });
  });
});

describe("routeAfterPhoneJourney", () => {
  it("goes to the success page only for a Passed result", () => {
    expect(routeAfterPhoneJourney("Passed")).toBe("uploadSucceeded");
    expect(routeAfterPhoneJourney("Refer")).toBe("uploadFailed");
    expect(routeAfterPhoneJourney(undefined)).toBe("uploadFailed");
  });
});

describe("readQrScanAnswer", () => {
  it("tells a scanned code from one not scanned yet", () => {
    expect(readQrScanAnswer({ status: "success", isQrCodeScan: true })).toEqual({
      kind: "scanned",
    });
    expect(readQrScanAnswer({ status: "success", isQrCodeScan: false })).toEqual({
      kind: "notYet",
    });
    expect(readQrScanAnswer({ status: "error", globalError: "busy" })).toEqual({ kind: "notYet" });
  });

  it("restarts on a restart answer", () => {
    const answer = { status: "error" as const, restart: true };
    expect(readQrScanAnswer(answer)).toEqual({ kind: "restart", answer });
  });
});
