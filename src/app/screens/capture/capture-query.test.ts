// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { returnsToDesktop } from "../../../capture/capture-session.ts";
import { captureQuery } from "./capture-query.ts";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the query a capture session reads", () => {
  it("does not send a phone uploading on its own device back to a desktop", () => {
    // `mobile=true` in the page's address only says the browser takes the phone's path.
    window.history.replaceState(null, "", "/eu-en/onboarding/upload-document?mobile=true");
    expect(returnsToDesktop(captureQuery({ handoff: undefined }))).toBe(false);
    window.history.replaceState(null, "", "/eu-en/onboarding/upload-document?qrCode=true");
    expect(returnsToDesktop(captureQuery({ handoff: undefined }))).toBe(false);
  });

  it("sends a hand-off phone back to its desktop, by the tab's hand-off mode", () => {
    window.history.replaceState(null, "", "/eu-en/onboarding/upload-document");
    expect(captureQuery({ handoff: "qr" }).get("qrCode")).toBe("true");
    expect(returnsToDesktop(captureQuery({ handoff: "qr" }))).toBe(true);
    expect(captureQuery({ handoff: "sms" }).get("mobile")).toBe("true");
    expect(returnsToDesktop(captureQuery({ handoff: "sms" }))).toBe(true);
  });
});
