// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UploadView } from "./UploadView.tsx";

afterEach(cleanup);

const t = (key: string) =>
  ({
    "identityJourney:upload.gallery.title": "Good and bad photos",
    "identityJourney:upload.gallery.good": "Good",
    "identityJourney:upload.gallery.blurred": "Blurred",
    "identityJourney:tips.close": "Close",
  })[key] ?? key;

const view = (galleryAsPanel?: boolean) =>
  render(
    <UploadView
      t={t}
      side="FRONT"
      document="idCard"
      attemptsRemaining={3}
      problem={undefined}
      busy={false}
      onFile={() => undefined}
      locale="en"
      {...(galleryAsPanel === undefined ? {} : { galleryAsPanel })}
    />,
  );

describe("the upload view's example gallery", () => {
  it("is always shown on a computer", () => {
    view();
    expect(screen.getByRole("heading", { name: "Good and bad photos" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Blurred" })).toBeTruthy();
  });

  it("is an info panel on a phone: its button opens it, Close shuts it and gives focus back", () => {
    view(true);
    const opener = screen.getByRole("button", { name: "Good and bad photos" });
    expect(opener.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("img", { name: "Blurred" })).toBeNull();
    fireEvent.click(opener);
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("img", { name: "Blurred" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("img", { name: "Blurred" })).toBeNull();
    expect(opener.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(opener);
  });
});

describe("the upload view's texts", () => {
  const texts = (key: string, values?: Record<string, string | number>) =>
    ({
      "identityJourney:upload.dropHere": "Drag and drop the photo here, or",
      "identityJourney:upload.chooseFile": "Choose a file",
      "identityJourney:upload.chooseFileTouch": "Choose or take a photo",
      "identityJourney:upload.sizeLimit": `Largest file: ${values?.size} MB.`,
    })[key] ?? key;
  const upload = (locale: string, touch: boolean) =>
    render(
      <UploadView
        t={texts}
        side="FRONT"
        document="idCard"
        attemptsRemaining={3}
        problem={undefined}
        busy={false}
        onFile={() => undefined}
        locale={locale}
        touch={touch}
      />,
    );

  it("state the 7.5 MB limit the check uses, as the page's language writes it", () => {
    upload("en", false);
    expect(screen.getByText(/Largest file: 7\.5 MB\./)).toBeTruthy();
    cleanup();
    upload("pl", false);
    expect(screen.getByText(/Largest file: 7,5 MB\./)).toBeTruthy();
  });

  it("on a touch screen offer to choose or take a photo, and say nothing of dragging", () => {
    upload("en", true);
    expect(screen.getByRole("button", { name: "Choose or take a photo" })).toBeTruthy();
    expect(screen.queryByText(/Drag and drop/)).toBeNull();
    cleanup();
    upload("en", false);
    expect(screen.getByRole("button", { name: "Choose a file" })).toBeTruthy();
    expect(screen.getByText(/Drag and drop/)).toBeTruthy();
  });
});
