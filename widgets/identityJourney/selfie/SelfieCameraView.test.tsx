// @vitest-environment jsdom
/**
 * The phone's selfie camera with the project's texts, its face detector played by the test: the
 * loading line until the first frame is judged, each guidance message of a face that is not
 * right, the photo taken by itself after a streak of right frames (not after a broken one), and
 * not at all with manual capture on, where the round button takes it; the help dialog's one good
 * and three bad examples; a camera that cannot be opened handed to the page.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTO_CAPTURE_FRAMES } from "../../../src/capture/camera/auto-capture-streak.ts";
import { loadLocales } from "../../../src/server/config/project-files.ts";
import { localeTranslator } from "../../../tests/component/locale-translator.ts";
import type { FaceFrameAnswer } from "./face-guide-worker.ts";
import { SelfieCameraView, type SelfieCameraViewProps } from "./SelfieCameraView.tsx";

const sampler = vi.hoisted(() => ({
  onAnswer: undefined as ((answer: unknown) => void) | undefined,
}));
vi.mock("../camera/frame-sampler.ts", () => ({
  startFrameSampler: (_video: unknown, feed: { onAnswer: (answer: unknown) => void }) => {
    sampler.onAnswer = feed.onAnswer;
    return { stop: () => (sampler.onAnswer = undefined) };
  },
}));
vi.mock("../camera/take-photo.ts", () => ({
  photoFromVideo: () =>
    Promise.resolve(new File(["jpeg"], "camera-selfie.jpg", { type: "image/jpeg" })),
}));

const locales = loadLocales();

beforeEach(() => {
  vi.stubGlobal(
    "Worker",
    class {
      terminate() {}
    },
  );
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "mediaDevices");
});

function camera(opens: boolean): void {
  const stream = { getTracks: () => [{ stop: () => undefined }] };
  const denied = Object.assign(new Error("denied"), { name: "NotAllowedError" });
  Object.defineProperty(navigator, "mediaDevices", {
    value: { getUserMedia: () => (opens ? Promise.resolve(stream) : Promise.reject(denied)) },
    configurable: true,
  });
}

/** A 68-point face whose landmarks all sit on a straight face's places in its box. */
function straightFace(x: number, y: number, width: number) {
  const height = width * 1.1;
  const eyesY = y + height * 0.35;
  const landmarks: Array<[number, number]> = Array.from({ length: 68 }, () => [
    x + width / 2,
    eyesY,
  ]);
  for (let index = 0; index <= 16; index += 1)
    landmarks[index] = [
      x + (width * index) / 16,
      eyesY + height * 0.65 * Math.sin((Math.PI * index) / 16),
    ];
  for (let index = 36; index <= 41; index += 1) landmarks[index] = [x + width * 0.3, eyesY];
  for (let index = 42; index <= 47; index += 1) landmarks[index] = [x + width * 0.7, eyesY];
  landmarks[30] = [x + width / 2, eyesY + height * 0.65 * 0.37];
  return { box: { x, y, width, height }, score: 0.9, landmarks };
}

const frameOf = (...faces: ReturnType<typeof straightFace>[]): FaceFrameAnswer => ({
  width: 320,
  height: 427,
  faces,
  detectMs: 12,
});
const RIGHT = frameOf(straightFace(90, 120, 140));

async function view(language: "en" | "pl", props: Partial<SelfieCameraViewProps> = {}) {
  const translator = localeTranslator(locales, language);
  const handlers = { onPhoto: vi.fn(), onProblem: vi.fn(), onClose: vi.fn() };
  render(
    <SelfieCameraView
      t={(key, values) => translator.t(key, values)}
      attemptsRemaining={2}
      problem={undefined}
      busy={false}
      {...handlers}
      {...props}
    />,
  );
  await act(async () => undefined);
  return handlers;
}

const answer = (frame: FaceFrameAnswer) =>
  act(async () => {
    sampler.onAnswer?.(frame);
  });

describe("the phone's selfie camera", () => {
  it("shows the loading line until the detector judged a frame, then its guidance", async () => {
    camera(true);
    await view("en");
    expect(screen.getByRole("status").textContent).toContain("Getting the camera ready…");
    expect(
      screen.getByRole("button", { name: "Take the selfie" }).getAttribute("aria-disabled"),
    ).toBe("true");
    await answer(frameOf());
    expect(screen.getByRole("status").textContent).toContain(
      "No face found. Place your face inside the oval.",
    );
    await answer(frameOf(straightFace(90, 120, 140), straightFace(10, 10, 60)));
    expect(screen.getByRole("status").textContent).toContain("Too many faces.");
    await answer(frameOf(straightFace(140, 200, 50)));
    expect(screen.getByRole("status").textContent).toContain("Your face is too small or too far.");
    screen.getByText("Attempts remaining: 2");
  });

  it("takes the photo by itself after a streak of right frames, and not after a broken one", async () => {
    camera(true);
    const { onPhoto } = await view("en");
    for (let frame = 1; frame < AUTO_CAPTURE_FRAMES; frame += 1) await answer(RIGHT);
    expect(screen.getByRole("status").textContent).toContain("Hold still, taking the photo…");
    await answer(frameOf());
    await answer(RIGHT);
    await act(async () => undefined);
    expect(onPhoto).not.toHaveBeenCalled();
    for (let frame = 1; frame < AUTO_CAPTURE_FRAMES; frame += 1) await answer(RIGHT);
    await act(async () => undefined);
    expect(onPhoto).toHaveBeenCalledTimes(1);
    expect(onPhoto.mock.calls[0]![0]).toBeInstanceOf(File);
  });

  it("with the manual switch shown checked, waits for the round button", async () => {
    camera(true);
    const { onPhoto } = await view("pl", { manualCapture: "shownChecked" });
    expect(
      screen.getByRole<HTMLInputElement>("switch", { name: "Zrobię zdjęcie samodzielnie" }).checked,
    ).toBe(true);
    for (let frame = 0; frame < AUTO_CAPTURE_FRAMES + 2; frame += 1) await answer(RIGHT);
    await act(async () => undefined);
    expect(onPhoto).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toContain("Twarz jest dobrze ustawiona");
    fireEvent.click(screen.getByRole("button", { name: "Zrób selfie" }));
    await act(async () => undefined);
    expect(onPhoto).toHaveBeenCalledTimes(1);
  });

  it("hands the client's switch to the page, shows the page's choice, and says so in the help", async () => {
    camera(true);
    const onManualChange = vi.fn();
    const { onPhoto } = await view("en", {
      manualCapture: "shownChecked",
      manual: false,
      onManualChange,
    });
    const manualSwitch = screen.getByRole<HTMLInputElement>("switch", {
      name: "Take the photo myself",
    });
    expect(manualSwitch.checked).toBe(false);
    fireEvent.click(manualSwitch);
    expect(onManualChange).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole("button", { name: "Help" }));
    expect(screen.getByRole("dialog").textContent).toContain(
      "The photo is taken by itself once your face has been right for a moment.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    // The page's choice is what counts: with manual capture off, right frames take the photo.
    for (let frame = 0; frame < AUTO_CAPTURE_FRAMES; frame += 1) await answer(RIGHT);
    await act(async () => undefined);
    expect(onPhoto).toHaveBeenCalledTimes(1);
  });

  it("says in the help that the button takes the photo when manual capture is on", async () => {
    camera(true);
    await view("en", { manualCapture: "shownChecked" });
    fireEvent.click(screen.getByRole("button", { name: "Help" }));
    const help = screen.getByRole("dialog").textContent;
    expect(help).toContain("Take the photo with the round button once your face is right.");
    expect(help).not.toContain("taken by itself");
  });

  it("hides the manual switch by default", async () => {
    camera(true);
    await view("en");
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("opens the help with one good and three bad examples, and closes the camera for files", async () => {
    camera(true);
    const { onClose, onPhoto } = await view("en");
    fireEvent.click(screen.getByRole("button", { name: "Help" }));
    // While the help is open, right frames take no photo.
    for (let frame = 0; frame < AUTO_CAPTURE_FRAMES + 1; frame += 1) await answer(RIGHT);
    expect(onPhoto).not.toHaveBeenCalled();
    const dialog = screen.getByRole("dialog", { name: "How to take a good selfie" });
    expect(dialog.querySelectorAll(".example-gallery li")).toHaveLength(4);
    expect(dialog.textContent).toContain("Face turned away");
    expect(dialog.textContent).toContain("Glasses or face covered");
    expect(dialog.textContent).toContain("Blurred");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close the camera" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says when the detector cannot run, and the round button still takes the photo", async () => {
    camera(true);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { onPhoto } = await view("en");
    await answer({ failed: "no WebAssembly" });
    expect(screen.getByRole("status").textContent).toContain("take the photo with the button");
    fireEvent.click(screen.getByRole("button", { name: "Take the selfie" }));
    await act(async () => undefined);
    expect(onPhoto).toHaveBeenCalledTimes(1);
  });

  it("hands a camera that cannot be opened to the page", async () => {
    camera(false);
    const { onProblem } = await view("en");
    expect(onProblem).toHaveBeenCalledWith("denied");
  });
});
