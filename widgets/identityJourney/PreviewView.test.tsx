// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PreviewView } from "./PreviewView.tsx";

// jsdom has no object URLs; the preview only needs one to show the photo.
beforeEach(() => {
  Object.defineProperty(URL, "createObjectURL", { value: () => "blob:photo", configurable: true });
  Object.defineProperty(URL, "revokeObjectURL", { value: () => undefined, configurable: true });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});

const TEXTS: Record<string, string> = {
  "identityJourney:upload.gallery.title": "Good and bad photos",
  "identityJourney:upload.gallery.good": "Good",
  "identityJourney:upload.gallery.wrongAngle": "Wrong angle",
  "identityJourney:upload.gallery.covered": "Covered",
  "identityJourney:upload.gallery.blurred": "Blurred",
  "identityJourney:tips.close": "Close",
};
const t = (key: string, values?: Record<string, string | number>) =>
  key === "identityJourney:upload.attemptsRemaining"
    ? `Attempts left: ${values?.count}`
    : (TEXTS[key] ?? key);

describe("the photo's preview", () => {
  it("says how many attempts are left, and opens the examples to compare the photo with", () => {
    render(
      <PreviewView
        t={t}
        file={new File(["x"], "photo.jpg", { type: "image/jpeg" })}
        document="passport"
        attemptsRemaining={2}
        uploading={false}
        onRetry={() => undefined}
        onUpload={() => undefined}
      />,
    );
    expect(screen.getByText("Attempts left: 2")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Covered" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Good and bad photos" }));
    expect(
      ["Good", "Wrong angle", "Covered", "Blurred"].map(
        (name) => screen.getByRole("img", { name }).tagName,
      ),
    ).toEqual(["svg", "svg", "svg", "svg"]);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("img", { name: "Covered" })).toBeNull();
  });
});
