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

const DOCUMENT_WIDTH = 1280;
const DOCUMENT_HEIGHT = 960;
const FPS = 5;
const SECONDS = 2;
const DIR = path.join(os.tmpdir(), "onboarding-e2e-camera-videos");

/** One frame's planes: Y at full size, U and V at half size each way. */
function yuv420(rgb: Buffer, width = DOCUMENT_WIDTH, height = DOCUMENT_HEIGHT): Buffer {
  const frame = Buffer.alloc((width * height * 3) / 2);
  const uOffset = width * height;
  const vOffset = uOffset + (width * height) / 4;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const [r, g, b] = [rgb[p]!, rgb[p + 1]!, rgb[p + 2]!];
      frame[y * width + x] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
    }
  for (let y = 0; y < height; y += 2)
    for (let x = 0; x < width; x += 2) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = ((y + dy) * width + x + dx) * 3;
        r += rgb[p]! / 4;
        g += rgb[p + 1]! / 4;
        b += rgb[p + 2]! / 4;
      }
      const at = (y / 2) * (width / 2) + x / 2;
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
        .resize(DOCUMENT_WIDTH, DOCUMENT_HEIGHT, { fit: "contain", background: "#000000" })
        .removeAlpha()
        .raw()
        .toBuffer()
    : Buffer.alloc(DOCUMENT_WIDTH * DOCUMENT_HEIGHT * 3);
  writeVideo(file, DOCUMENT_WIDTH, DOCUMENT_HEIGHT, [{ frame: yuv420(rgb), seconds: SECONDS }]);
  return file;
}

/** Writes a Y4M file of the scenes in turn, each frame held for its seconds. */
function writeVideo(
  file: string,
  width: number,
  height: number,
  scenes: { frame: Buffer; seconds: number }[],
): void {
  const header = `YUV4MPEG2 W${width} H${height} F${FPS}:1 Ip A1:1 C420jpeg\n`;
  const frames = scenes.flatMap(({ frame, seconds }) =>
    Array.from({ length: Math.round(FPS * seconds) }, () => [Buffer.from("FRAME\n"), frame]),
  );
  fs.mkdirSync(DIR, { recursive: true });
  // Written under another name first: a worker starting meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.part`;
  fs.writeFileSync(partial, Buffer.concat([Buffer.from(header), ...frames.flat()]));
  fs.renameSync(partial, file);
}

const FACES = path.join(import.meta.dirname, "../tests/fixtures/faces");

/**
 * The front camera's videos of the liveness step, 480 x 640 as a phone held upright films: the
 * holder who looks straight, smiles, and turns to his left and to his right, in turn (the camera
 * loops it, so every action of the tests' pool comes within ten seconds); the holder's photo held
 * still; another person's face.
 */
export const LIVENESS_VIDEOS = {
  holder: [
    ["liveness/look-straight.jpg", 2],
    ["liveness/smile.jpg", 2],
    ["liveness/look-straight.jpg", 1],
    ["liveness/look-left.jpg", 2],
    ["liveness/look-straight.jpg", 1],
    ["liveness/look-right.jpg", 2],
  ],
  stillPhoto: [["liveness/look-straight.jpg", 2]],
  otherPerson: [["selfie-other-person.jpg", 2]],
} as const satisfies Record<string, readonly (readonly [string, number])[]>;
export type LivenessVideo = keyof typeof LIVENESS_VIDEOS;

/** The path of the liveness video, written first when it is not there yet. */
export async function livenessVideo(name: LivenessVideo): Promise<string> {
  const file = path.join(DIR, `liveness-${name}.y4m`);
  if (fs.existsSync(file)) return file;
  const [width, height] = [480, 640];
  const scenes = [];
  for (const [photo, seconds] of LIVENESS_VIDEOS[name]) {
    const rgb = await sharp(path.join(FACES, photo))
      .resize(width, height, { fit: "cover" })
      .removeAlpha()
      .raw()
      .toBuffer();
    scenes.push({ frame: yuv420(rgb, width, height), seconds });
  }
  writeVideo(file, width, height, scenes);
  return file;
}

/**
 * Chromium's arguments for a fake camera playing the video, with the camera permission granted
 * (as a person taps "Allow") or denied.
 */
export async function fakeCameraArgs(
  name: CameraVideo | { liveness: LivenessVideo },
  allowed = true,
): Promise<string[]> {
  const video =
    typeof name === "string" ? await cameraVideo(name) : await livenessVideo(name.liveness);
  return [
    "--use-fake-device-for-media-stream",
    `--use-file-for-fake-video-capture=${video}`,
    allowed ? "--use-fake-ui-for-media-stream" : "--deny-permission-prompts",
  ];
}
