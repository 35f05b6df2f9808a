// @vitest-environment jsdom
/**
 * The phone's camera for a proof of address with the project's texts: the loading line and a
 * shutter that does nothing until the picture plays, the photo taken by the round button only,
 * the help dialog's glare, far and blur tips, Close to the file upload, and a camera that cannot
 * be opened handed to the page; for a health certificate, its own title and caption.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadLocales } from "../../../src/server/config/project-files.ts";
import { localeTranslator } from "../../../tests/component/locale-translator.ts";
import { PageCameraView, type PageCameraViewProps } from "./PageCameraView.tsx";

vi.mock("./take-photo.ts", () => ({
  photoFromVideo: (_video: HTMLVideoElement, name: string) =>
    Promise.resolve(new File(["jpeg"], `camera-${name}.jpg`, { type: "image/jpeg" })),
}));

const locales = loadLocales();

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
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

async function renderCamera(props: Partial<PageCameraViewProps> = {}) {
  const translator = localeTranslator(locales, "en");
  const handlers = { onPhoto: vi.fn(), onProblem: vi.fn(), onClose: vi.fn() };
  await act(async () => {
    render(
      <PageCameraView
        t={(key, values) => translator.t(key, values)}
        attemptsRemaining={3}
        problem={undefined}
        busy={false}
        {...handlers}
        {...props}
      />,
    );
  });
  return handlers;
}

const playing = () =>
  act(() => {
    screen.getByLabelText("Camera view").dispatchEvent(new Event("playing"));
  });

describe("the phone's camera for a proof of address", () => {
  it("shows the loading line, and takes no photo until the picture plays", async () => {
    camera(true);
    const { onPhoto } = await renderCamera();
    expect(screen.getByRole("heading", { level: 2, name: "Proof of address" })).toBeTruthy();
    expect(screen.getByText(/Place the whole page inside the frame/)).toBeTruthy();
    expect(screen.getByText("Getting the camera ready…")).toBeTruthy();
    const shutter = screen.getByRole("button", { name: "Take photo" });
    expect(shutter.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(shutter);
    expect(onPhoto).not.toHaveBeenCalled();
    playing();
    expect(screen.queryByText("Getting the camera ready…")).toBeNull();
    await act(async () => fireEvent.click(shutter));
    expect(onPhoto).toHaveBeenCalledTimes(1);
    expect((onPhoto.mock.calls[0]![0] as File).name).toBe("camera-address.jpg");
    expect(screen.getByText("Verifying your document…")).toBeTruthy();
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("gives the glare, far and blur tips in its help, and Close leads to the file upload", async () => {
    camera(true);
    const { onClose } = await renderCamera();
    fireEvent.click(screen.getByRole("button", { name: "Need help?" }));
    const dialog = screen.getByRole("dialog", { name: "Tips for a good photo" });
    expect([...dialog.querySelectorAll("li")].map((tip) => tip.textContent?.split(":")[0])).toEqual(
      ["Glare", "Too far", "Blur"],
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Upload a file instead" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("hands a camera that cannot be opened to the page", async () => {
    camera(false);
    const { onProblem } = await renderCamera();
    expect(onProblem).toHaveBeenCalledWith("denied");
  });
});

describe("the phone's camera for a health certificate", () => {
  it("asks for the certificate with its QR code, with no period, and names the photo for it", async () => {
    camera(true);
    const { onPhoto } = await renderCamera({ subject: "healthPass" });
    expect(screen.getByRole("heading", { level: 2, name: "Health certificate" })).toBeTruthy();
    expect(
      screen.getByText(/Your EU Digital COVID Certificate, printed or on a screen/),
    ).toBeTruthy();
    expect(screen.getByText(/Place the whole certificate inside the frame/)).toBeTruthy();
    expect(screen.queryByText(/issued within/)).toBeNull();
    playing();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Take photo" })));
    expect((onPhoto.mock.calls[0]![0] as File).name).toBe("camera-health-pass.jpg");
  });
});
