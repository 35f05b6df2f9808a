// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PhotoTips } from "./PhotoTips.tsx";

afterEach(cleanup);

const TEXTS: Record<string, string> = {
  "identityJourney:tips.slides.good": "Good: the document fills the whole frame",
  "identityJourney:tips.slides.horizontalDocument": "Wrong: the document is on its side",
  "identityJourney:tips.slides.blurred": "Wrong: the photo is blurred",
  "identityJourney:tips.slides.horizontalDevice": "Wrong: the phone is held sideways",
};
const t = (key: string) => TEXTS[key] ?? key;

/** Each example's picture by the caption it is labelled with. */
const examples = () =>
  screen
    .getAllByRole("img")
    .map(
      (image) => document.getElementById(image.getAttribute("aria-labelledby") ?? "")?.textContent,
    );

describe("the photo tips' examples", () => {
  it("show the phone held sideways among the bad examples of a camera's photo", () => {
    render(<PhotoTips t={t} document="idCard" source="camera" mode="popup" />);
    expect(examples()).toEqual([
      "Good: the document fills the whole frame",
      "Wrong: the document is on its side",
      "Wrong: the photo is blurred",
      "Wrong: the phone is held sideways",
    ]);
  });

  it("leave it out for a file chosen on a computer", () => {
    render(<PhotoTips t={t} document="passport" source="files" mode="popup" />);
    expect(examples()).toEqual([
      "Good: the document fills the whole frame",
      "Wrong: the document is on its side",
      "Wrong: the photo is blurred",
    ]);
  });
});
