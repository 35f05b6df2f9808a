// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhotoTips, TAKE_PICTURE_LOCK_MS } from "./PhotoTips.tsx";

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

describe("the photo tips on their own page", () => {
  afterEach(() => vi.useRealTimers());

  it('lock the page for 1000 ms after "Let\'s take picture", then continue once', () => {
    vi.useFakeTimers();
    const onContinue = vi.fn();
    const { container } = render(
      <PhotoTips t={t} document="passport" source="camera" mode="page" onContinue={onContinue} />,
    );
    const button = screen.getByRole("button", { name: "identityJourney:tips.camera.continue" });
    fireEvent.click(button);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(container.querySelector(".photo-tips")?.getAttribute("aria-busy")).toBe("true");
    // A second press while locked starts nothing more.
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(TAKE_PICTURE_LOCK_MS - 1));
    expect(onContinue).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onContinue).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(TAKE_PICTURE_LOCK_MS * 2));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it("do not continue once the page has gone within the lock", () => {
    vi.useFakeTimers();
    const onContinue = vi.fn();
    const { unmount } = render(
      <PhotoTips t={t} document="passport" source="camera" mode="page" onContinue={onContinue} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "identityJourney:tips.camera.continue" }));
    unmount();
    act(() => vi.advanceTimersByTime(TAKE_PICTURE_LOCK_MS));
    expect(onContinue).not.toHaveBeenCalled();
  });

  it("have only Close as a popup, which closes it", () => {
    const onClose = vi.fn();
    render(<PhotoTips t={t} document="idCard" source="files" mode="popup" onClose={onClose} />);
    expect(screen.queryByRole("button", { name: /continue/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "identityJourney:tips.close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
