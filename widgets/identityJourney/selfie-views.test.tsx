// @vitest-environment jsdom
/**
 * The face-match selfie's upload and preview, with the project's texts: what the photo is for,
 * the selfie's own examples (one good, three bad), the front camera offered on a touch screen,
 * and no crop in the preview.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadLocales } from "../../src/server/config/project-files.ts";
import { localeTranslator } from "../../tests/component/locale-translator.ts";
import { PreviewView } from "./PreviewView.tsx";
import { UploadView } from "./UploadView.tsx";

const locales = loadLocales();
beforeEach(() => {
  Object.defineProperty(URL, "createObjectURL", { value: () => "blob:photo", configurable: true });
  Object.defineProperty(URL, "revokeObjectURL", { value: () => undefined, configurable: true });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});

const uploadView = (language: "en" | "pl", touch: boolean) => {
  const translator = localeTranslator(locales, language);
  return render(
    <UploadView
      t={(key, values) => translator.t(key, values)}
      side="FRONT"
      document="passport"
      subject="selfie"
      attemptsRemaining={3}
      problem={undefined}
      busy={false}
      onFile={() => undefined}
      locale={language}
      touch={touch}
    />,
  );
};

describe("the selfie's upload", () => {
  it.each(["en", "pl"] as const)(
    "%s: says what the photo is for and shows a selfie's examples",
    (language) => {
      const translator = localeTranslator(locales, language);
      uploadView(language, false);
      expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(
        translator.t("identityJourney:upload.selfie.title"),
      );
      expect(screen.getByText(translator.t("identityJourney:upload.selfie.subtitle"))).toBeTruthy();
      expect(screen.getAllByRole("img")).toHaveLength(4);
      expect(
        ["good", "turned", "covered", "blurred"].map(
          (kind) =>
            screen.getByRole("img", {
              name: translator.t(`identityJourney:upload.selfieGallery.${kind}`),
            }).tagName,
        ),
      ).toEqual(["svg", "svg", "svg", "svg"]);
    },
  );

  it("offers the front camera on a touch screen, and a file on a computer", () => {
    const { container } = uploadView("en", true);
    expect(screen.getByRole("button", { name: "Choose or take a selfie" })).toBeTruthy();
    expect(container.querySelector("input[type=file]")?.getAttribute("capture")).toBe("user");
    cleanup();
    const desktop = uploadView("en", false);
    expect(screen.getByRole("button", { name: "Choose a file" })).toBeTruthy();
    expect(desktop.container.querySelector("input[type=file]")?.hasAttribute("capture")).toBe(
      false,
    );
  });
});

describe("the selfie's preview", () => {
  it("asks about the face, offers no crop, and compares with a selfie's examples", () => {
    const translator = localeTranslator(locales, "en");
    render(
      <PreviewView
        t={(key, values) => translator.t(key, values)}
        file={new File(["x"], "selfie.jpg", { type: "image/jpeg" })}
        document="passport"
        subject="selfie"
        attemptsRemaining={2}
        uploading={false}
        onRetry={() => undefined}
        onUpload={() => undefined}
      />,
    );
    expect(screen.getByText("Is your whole face in the photo, sharp and uncovered?")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Crop to the document" })).toBeNull();
    expect(screen.getByRole("button", { name: "Upload" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Good and bad photos" }));
    expect(screen.getByRole("img", { name: "Face turned away" })).toBeTruthy();
  });
});
