import { describe, expect, it } from "vitest";
import { fakeHost, sessionFor } from "./fake-host.ts";

describe("recommend-mobile popup", () => {
  it("proceed dispatches DATA_UPLOAD_CHOICE with dataUploadChoice 2", () => {
    const host = fakeHost();
    expect(sessionFor(host).send({ type: "recommendMobileProceed" })).toEqual({ ok: true });
    expect(host.commands).toEqual([{ type: "DATA_UPLOAD_CHOICE", dataUploadChoice: 2 }]);
  });

  it("back to mobile upload dispatches SELECT_MOBILE_DESKTOP with mobileDesktopChoice 1", () => {
    const host = fakeHost();
    expect(sessionFor(host).send({ type: "recommendMobileBack" })).toEqual({ ok: true });
    expect(host.commands).toEqual([{ type: "SELECT_MOBILE_DESKTOP", mobileDesktopChoice: 1 }]);
  });
});
