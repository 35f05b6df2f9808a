/**
 * A camera whose picture the test changes while the page runs, as a person turns an identity card
 * over: Chromium's fake camera plays one file fixed at launch, so for a document with two sides
 * the page's `getUserMedia` gets a stream drawn from a canvas instead, showing the corpus photo
 * the test last chose (`showOnCamera`). The page's own code is untouched; only the browser's
 * camera is replaced, before any of the page's scripts run.
 */
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { CORPUS } from "./upload-forms.ts";

const WIDTH = 1280;
const HEIGHT = 960;

interface Frame {
  version: number;
  rgba: string;
}

const frames = new WeakMap<Page, Frame>();

/** The photo as the camera's frame: its pixels, fitted into the frame on black. */
async function frameOf(file: string): Promise<string> {
  const pixels = await sharp(path.join(CORPUS, file))
    .resize(WIDTH, HEIGHT, { fit: "contain", background: "#000000" })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return pixels.toString("base64");
}

/** Replaces the page's camera with the switchable one, showing `file` first. Call before `goto`. */
export async function useSwitchableCamera(page: Page, file: string): Promise<void> {
  frames.set(page, { version: 1, rgba: await frameOf(file) });
  await page.exposeFunction("__cameraVersion", () => frames.get(page)?.version ?? 0);
  await page.exposeFunction("__cameraFrame", () => frames.get(page)?.rgba ?? "");
  await page.addInitScript(
    ({ width, height }) => {
      const bindings = window as unknown as {
        __cameraVersion: () => Promise<number>;
        __cameraFrame: () => Promise<string>;
      };
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d")!;
      let shown = 0;
      let image: ImageData | undefined;
      const draw = async () => {
        const version = await bindings.__cameraVersion();
        if (version !== shown) {
          const bytes = Uint8ClampedArray.from(atob(await bindings.__cameraFrame()), (c) =>
            c.charCodeAt(0),
          );
          image = new ImageData(bytes, width, height);
          shown = version;
        }
        // Drawn again and again: a canvas stream sends a frame when the canvas is painted.
        if (image) context.putImageData(image, 0, 0);
      };
      let stream: MediaStream | undefined;
      const getUserMedia = async () => {
        if (!stream) {
          await draw();
          setInterval(() => void draw(), 100);
          stream = canvas.captureStream(10);
        }
        return new MediaStream(stream.getVideoTracks().map((track) => track.clone()));
      };
      Object.defineProperty(navigator.mediaDevices, "getUserMedia", { value: getUserMedia });
    },
    { width: WIDTH, height: HEIGHT },
  );
}

/** Shows another corpus photo on the switchable camera (the card turned over). */
export async function showOnCamera(page: Page, file: string): Promise<void> {
  const frame = frames.get(page);
  if (!frame) throw new Error("showOnCamera needs useSwitchableCamera first");
  frames.set(page, { version: frame.version + 1, rgba: await frameOf(file) });
}
