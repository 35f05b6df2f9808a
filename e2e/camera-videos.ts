/**
 * Videos for Chromium's fake camera (--use-file-for-fake-video-capture), made from the document
 * corpus: a Y4M file (raw 4:2:0 frames, BT.601 studio range, which Chromium reads as it is) of a
 * still photo held for two seconds, the camera looping it. Written into a temporary folder, never
 * committed; each is made once per folder and reused by the workers.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { CORPUS } from "./upload-forms.ts";

export const CAMERA_VIDEOS = {
  passport: "passport-passed.jpg",
  blurred: "passport-blurred-refer.jpg",
  glare: "id-card-back-glare-refer.jpg",
  far: "passport-far-refer.jpg",
  table: "table-only-refer.jpg",
  blank: undefined,
} as const;
export type CameraVideo = keyof typeof CAMERA_VIDEOS;

const WIDTH = 1280;
const HEIGHT = 960;
const FPS = 5;
const SECONDS = 2;
const DIR = path.join(os.tmpdir(), "onboarding-e2e-camera-videos");

/** One frame's planes: Y at full size, U and V at half size each way. */
function yuv420(rgb: Buffer): Buffer {
  const frame = Buffer.alloc((WIDTH * HEIGHT * 3) / 2);
  const uOffset = WIDTH * HEIGHT;
  const vOffset = uOffset + (WIDTH * HEIGHT) / 4;
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const p = (y * WIDTH + x) * 3;
      const [r, g, b] = [rgb[p]!, rgb[p + 1]!, rgb[p + 2]!];
      frame[y * WIDTH + x] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
    }
  for (let y = 0; y < HEIGHT; y += 2)
    for (let x = 0; x < WIDTH; x += 2) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = ((y + dy) * WIDTH + x + dx) * 3;
        r += rgb[p]! / 4;
        g += rgb[p + 1]! / 4;
        b += rgb[p + 2]! / 4;
      }
      const at = (y / 2) * (WIDTH / 2) + x / 2;
      frame[uOffset + at] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      frame[vOffset + at] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  return frame;
}

/** The path of the video, written first when it is not there yet. */
export async function cameraVideo(name: CameraVideo): Promise<string> {
  const file = path.join(DIR, `${name}.y4m`);
  if (fs.existsSync(file)) return file;
  const source = CAMERA_VIDEOS[name];
  const rgb = source
    ? await sharp(path.join(CORPUS, source))
        .resize(WIDTH, HEIGHT, { fit: "contain", background: "#000000" })
        .removeAlpha()
        .raw()
        .toBuffer()
    : Buffer.alloc(WIDTH * HEIGHT * 3);
  const frame = yuv420(rgb);
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`;
  const frames = Array.from({ length: FPS * SECONDS }, () => [Buffer.from("FRAME\n"), frame]);
  fs.mkdirSync(DIR, { recursive: true });
  // Written under another name first: a worker starting meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.part`;
  fs.writeFileSync(partial, Buffer.concat([Buffer.from(header), ...frames.flat()]));
  fs.renameSync(partial, file);
  return file;
}

/**
 * Chromium's arguments for a fake camera playing the video, with the camera permission granted
 * (as a person taps "Allow") or denied.
 */
export async function fakeCameraArgs(name: CameraVideo, allowed = true): Promise<string[]> {
  return [
    "--use-fake-device-for-media-stream",
    `--use-file-for-fake-video-capture=${await cameraVideo(name)}`,
    allowed ? "--use-fake-ui-for-media-stream" : "--deny-permission-prompts",
  ];
}
