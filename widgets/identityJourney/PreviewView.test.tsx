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

describe("the preview's buttons", () => {
  const photo = new File(["x"], "photo.jpg", { type: "image/jpeg" });
  const preview = (subject: "document" | "selfie", uploading = false) => {
    const calls = { retry: 0, uploaded: [] as File[] };
    render(
      <PreviewView
        t={t}
        file={photo}
        document="passport"
        subject={subject}
        attemptsRemaining={1}
        uploading={uploading}
        onRetry={() => (calls.retry += 1)}
        onUpload={(file) => calls.uploaded.push(file)}
      />,
    );
    return calls;
  };

  it("go back to choose another photo with Change photo, sending nothing", () => {
    const calls = preview("document");
    fireEvent.click(screen.getByRole("button", { name: "identityJourney:preview.retry" }));
    expect(calls).toEqual({ retry: 1, uploaded: [] });
  });

  it("send the chosen photo whole with Upload where no crop frame is drawn", () => {
    const calls = preview("document");
    fireEvent.click(screen.getByRole("button", { name: "identityJourney:preview.upload" }));
    expect(calls.uploaded).toEqual([photo]);
    expect(calls.retry).toBe(0);
  });

  it("offer no crop for a selfie, and a crop and its undo for a document", () => {
    preview("selfie");
    expect(screen.queryByRole("button", { name: "identityJourney:preview.crop" })).toBeNull();
    cleanup();
    preview("document");
    fireEvent.click(screen.getByRole("button", { name: "identityJourney:preview.crop" }));
    expect(screen.getByText("identityJourney:preview.cropHint")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "identityJourney:preview.uncrop" }));
    expect(screen.queryByText("identityJourney:preview.cropHint")).toBeNull();
  });

  it("give way to the upload's progress while the photo is sent", () => {
    preview("document", true);
    expect(screen.getByRole("status").textContent).toBe("identityJourney:uploading");
    expect(screen.queryByRole("button", { name: "identityJourney:preview.retry" })).toBeNull();
  });
});
