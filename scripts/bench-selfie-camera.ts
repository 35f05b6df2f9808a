/**
 * What the phone's selfie camera costs: the bytes of the face detector the phone loads when the
 * selfie step opens (the worker's script, the WebAssembly it runs, the two nets' weights), as
 * sent (gzip where the build precompressed the file), and, in the built worker in Chromium, the
 * time to the first judged frame and the detection per 320 px frame (median and 95th percentile),
 * with the goal beside it (30 ms a frame). Reads the build in dist/ (npm run build first).
 *
 *   npm run bench:selfie
 *   npm run bench:selfie -- --frames 200
 */
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../src/server/config/project-files.ts";
import { readCommandLine } from "./cli/command-line.ts";

const commandLine = readCommandLine({
  command: "npm run bench:selfie",
  summary:
    "Prints the bytes of the selfie camera's face detector as the phone loads them, and the\ndetection time per 320 px frame in the built worker in Chromium (median, p95).",
  options: {
    frames: { type: "string", value: "N", default: "100", description: "frames timed (10-2000)" },
  },
});
// The browser is loaded once the command line is read: --help answers without it.
const [{ chromium }, { CHROMIUM_ARGS, CHROMIUM_PATH }] = await Promise.all([
  import("@playwright/test"),
  import("../playwright.config.ts"),
]);
const FRAMES = commandLine.wholeNumber("frames", 10, 2000);
const DETECTION_GOAL_MS = 30;
const FRAME_WIDTH = 320;

const dist = path.join(PROJECT_ROOT, "dist");
const assets = path.join(dist, "assets");
if (!fs.existsSync(assets)) throw new Error("no build in dist/: run npm run build first");
const names = fs.readdirSync(assets);
const one = (pattern: RegExp): string => {
  const found = names.find((name) => pattern.test(name));
  if (!found) throw new Error(`dist/assets has no file like ${pattern}`);
  return found;
};
/** What the phone loads, in the order it loads it (the SIMD WebAssembly: every current phone). */
const PHONE_FILES = [
  { what: "worker script (face-api, TensorFlow.js)", name: one(/^face-guide-worker-.*\.js$/) },
  { what: "WebAssembly backend (SIMD)", name: one(/^tfjs-backend-wasm-simd-.*\.wasm$/) },
  { what: "Tiny Face Detector weights", name: one(/^tiny_face_detector_model-.*\.bin$/) },
  { what: "tiny 68-point landmark weights", name: one(/^face_landmark_68_tiny_model-.*\.bin$/) },
];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
let sentTotal = 0;
let rawTotal = 0;
console.log("the selfie camera's face detector, as the phone loads it:");
for (const { what, name } of PHONE_FILES) {
  const raw = fs.statSync(path.join(assets, name)).size;
  const gzip = path.join(assets, `${name}.gz`);
  const sent = fs.existsSync(gzip) ? fs.statSync(gzip).size : raw;
  rawTotal += raw;
  sentTotal += sent;
  console.log(
    `  ${what}: ${kib(sent)} sent${sent === raw ? " (not compressed)" : ` gzip, ${kib(raw)} raw`}`,
  );
}
console.log(`  total: ${kib(sentTotal)} sent, ${kib(rawTotal)} raw; none on the first page`);

const faces = path.join(PROJECT_ROOT, "tests/fixtures/faces/liveness");
const photos = ["look-straight.jpg", "smile.jpg", "look-left.jpg", "look-right.jpg"].map((file) =>
  fs.readFileSync(path.join(faces, file)).toString("base64"),
);

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage();
  // tsx keeps functions' names with a helper (__name) the page does not have.
  await page.addInitScript("globalThis.__name = (target) => target;");
  const ORIGIN = "http://bench.invalid";
  await page.route(`${ORIGIN}/**`, (route) => {
    const pathname = new URL(route.request().url()).pathname;
    if (pathname === "/")
      return route.fulfill({ contentType: "text/html", body: "<!doctype html>" });
    const file = path.join(dist, pathname);
    if (!file.startsWith(assets) || !fs.existsSync(file)) return route.fulfill({ status: 404 });
    const type = file.endsWith(".js")
      ? "text/javascript"
      : file.endsWith(".wasm")
        ? "application/wasm"
        : "application/octet-stream";
    return route.fulfill({ contentType: type, body: fs.readFileSync(file) });
  });
  await page.goto(`${ORIGIN}/`);
  const timing = await page.evaluate(
    async ({ worker: script, photos: encoded, frames, width }) => {
      const bitmaps = await Promise.all(
        encoded.map(async (base64) => {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          const blob = new Blob([bytes], { type: "image/jpeg" });
          const probe = await createImageBitmap(blob);
          const height = Math.round((probe.height * width) / probe.width);
          probe.close();
          return { blob, height };
        }),
      );
      const worker = new Worker(`/assets/${script}`, { type: "module" });
      const detect = async (index: number) => {
        const { blob, height } = bitmaps[index % bitmaps.length]!;
        const bitmap = await createImageBitmap(blob, { resizeWidth: width, resizeHeight: height });
        return new Promise<{ detectMs: number; scores: number[] }>((resolve, reject) => {
          worker.onmessage = (event: MessageEvent) => {
            const data = event.data as {
              detectMs?: number;
              faces?: { score: number }[];
              failed?: string;
            };
            if (data.failed) reject(new Error(data.failed));
            else
              resolve({ detectMs: data.detectMs!, scores: data.faces!.map((face) => face.score) });
          };
          worker.postMessage({ bitmap }, [bitmap]);
        });
      };
      const began = performance.now();
      await detect(0);
      const firstMs = performance.now() - began;
      const times: number[] = [];
      let missed = 0;
      let lowestScore = 1;
      for (let index = 0; index < frames; index += 1) {
        const answer = await detect(index);
        times.push(answer.detectMs);
        if (answer.scores.length !== 1) missed += 1;
        lowestScore = Math.min(lowestScore, ...answer.scores);
      }
      worker.terminate();
      return { firstMs, times, missed, lowestScore };
    },
    { worker: PHONE_FILES[0]!.name, photos, frames: FRAMES, width: FRAME_WIDTH },
  );
  const sorted = [...timing.times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(1);
  console.log(
    `in the built worker in Chromium (this machine, one worker thread), ${FRAMES} frames of ${FRAME_WIDTH} px:`,
  );
  console.log(
    `  first frame judged (script, WebAssembly and weights loaded from memory): ${timing.firstMs.toFixed(0)} ms`,
  );
  console.log(
    `  detection and landmarks per frame: median ${at(0.5)} ms, p95 ${at(0.95)} ms (goal: at most ${DETECTION_GOAL_MS} ms)`,
  );
  console.log(
    `  frames without exactly one face: ${timing.missed}; the lowest face score: ${timing.lowestScore.toFixed(2)}`,
  );
} finally {
  await browser.close();
}
