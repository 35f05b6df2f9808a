/**
 * The per-frame cost of the phone camera's live measures (src/shared/document-measures/
 * frame-measures.ts, what widgets/identityJourney/camera/frame-measure-worker.ts runs on each
 * frame): 640 x 480 frames made from the fixture corpus, measured over and over, median and 95th
 * percentile in milliseconds. The budget is 8 ms a frame (docs/DECISIONS.md, live checks).
 *
 *   npm run bench:capture                  in Node
 *   npm run bench:capture -- --browser     in Node, then in a worker in Chromium
 *   npm run bench:capture -- --calibrate   the live measures of each fixture beside the server's
 */
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "../src/server/config/project-files.ts";
import { greyFromRgba } from "../src/shared/document-measures/grey-from-rgba.ts";
import { measureFrame } from "../src/shared/document-measures/frame-measures.ts";
import { WORKING_WIDTH_PX, type GreyRaster } from "../src/shared/document-measures/grey-raster.ts";
import { LIVE_THRESHOLDS, liveWarnings } from "../src/capture/camera/live-quality.ts";
import { readCommandLine } from "./cli/command-line.ts";

const commandLine = readCommandLine({
  command: "npm run bench:capture",
  summary:
    "Prints the per-frame cost (median, p95) of the phone camera's live document measures on\n640 x 480 frames of the fixture corpus, in Node and, with --browser, in a worker in Chromium.",
  options: {
    frames: {
      type: "string",
      value: "N",
      default: "200",
      description: "frames measured per fixture (10-5000)",
    },
    browser: {
      type: "boolean",
      description: "also measure in a worker in Chromium (/usr/bin/chromium)",
    },
    calibrate: {
      type: "boolean",
      description: "print each fixture's live measures and warnings beside the server's thresholds",
    },
  },
});
// The image library, the bundler and the browser are loaded once the command line is read:
// --help answers without them.
const [{ default: sharp }, { build }, { chromium }] = await Promise.all([
  import("sharp"),
  import("esbuild"),
  import("@playwright/test"),
]);
const options = commandLine.values;
const FRAMES = commandLine.wholeNumber("frames", 10, 5000);

const CORPUS = path.join(PROJECT_ROOT, "tests/fixtures/documents");
const FIXTURES = [
  "passport-passed.jpg",
  "passport-blurred-refer.jpg",
  "passport-far-refer.jpg",
  "id-card-back-glare-refer.jpg",
  "id-card-front-passed.jpg",
  "passport-soft-focus-passed.jpg",
  "table-only-refer.jpg",
];
const SATURATED = LIVE_THRESHOLDS.saturatedLevel;

interface Frame {
  name: string;
  rgba: Uint8Array;
  width: number;
  height: number;
  /** The camera frame's width the fixture stands for (its own width). */
  frameWidth: number;
}

/** A fixture as the camera's frame scaled down to the working width, RGBA as a canvas reads it. */
async function frameOf(name: string): Promise<Frame> {
  const file = path.join(CORPUS, name);
  const { width: frameWidth } = await sharp(file).metadata();
  const { data, info } = await sharp(file)
    .resize({ width: WORKING_WIDTH_PX, withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { name, rgba: new Uint8Array(data), width: info.width, height: info.height, frameWidth };
}

const percentileOf = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { min: sorted[0]!, median: percentileOf(sorted, 0.5), p95: percentileOf(sorted, 0.95) };
};
const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);

function printRow(where: string, name: string, size: string, times: number[]) {
  const { min, median, p95 } = figures(times);
  console.log(
    `${where.padEnd(8)} ${name.padEnd(34)} ${size.padEnd(8)} median ${ms(median)}  p95 ${ms(p95)}  min ${ms(min)}`,
  );
}

/** CPU time of this process per frame measured, in ms: the cost without the waits for a core. */
let cpuMsPerFrame = 0;

function benchInNode(frames: Frame[]): number[] {
  const all: number[] = [];
  // The worker keeps its grey buffer from frame to frame; so does this.
  let grey: Uint8Array = new Uint8Array(0);
  const cpuBefore = process.cpuUsage();
  for (const frame of frames) {
    const times: number[] = [];
    for (let i = 0; i < FRAMES; i++) {
      const started = performance.now();
      const raster: GreyRaster = greyFromRgba(frame.rgba, frame.width, frame.height, grey);
      grey = raster.data;
      measureFrame(raster, frame.frameWidth, SATURATED);
      times.push(performance.now() - started);
    }
    // The first frames run before the JIT has compiled the loops: left out, as in a live feed.
    const warm = times.slice(Math.min(10, times.length - 1));
    printRow("node", frame.name, `${frame.width}x${frame.height}`, warm);
    all.push(...warm);
  }
  const cpu = process.cpuUsage(cpuBefore);
  cpuMsPerFrame = (cpu.user + cpu.system) / 1000 / (frames.length * FRAMES);
  return all;
}

/** The worker's code: grey conversion and measures, timed per frame, as the camera worker runs them. */
async function workerBundle(): Promise<string> {
  const entry = `
    import { greyFromRgba } from "./src/shared/document-measures/grey-from-rgba.ts";
    import { measureFrame } from "./src/shared/document-measures/frame-measures.ts";
    self.onmessage = (event) => {
      const { rgba, width, height, frameWidth, saturated, frames } = event.data;
      const times = [];
      let grey = new Uint8Array(0);
      for (let i = 0; i < frames; i++) {
        const started = performance.now();
        const raster = greyFromRgba(rgba, width, height, grey);
        grey = raster.data;
        measureFrame(raster, frameWidth, saturated);
        times.push(performance.now() - started);
      }
      self.postMessage(times);
    };`;
  const result = await build({
    stdin: { contents: entry, resolveDir: PROJECT_ROOT, loader: "ts" },
    bundle: true,
    format: "iife",
    write: false,
    target: "es2022",
  });
  return result.outputFiles[0]!.text;
}

async function benchInChromium(frames: Frame[]): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const all: number[] = [];
  try {
    const page = await browser.newPage();
    await page.goto("about:blank");
    const code = await workerBundle();
    await page.evaluate((source) => {
      const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
      (window as unknown as { benchWorker: Worker }).benchWorker = new Worker(url);
    }, code);
    for (const frame of frames) {
      const times = await page.evaluate(
        ({ rgba, width, height, frameWidth, saturated, frames }) =>
          new Promise<number[]>((resolve) => {
            const worker = (window as unknown as { benchWorker: Worker }).benchWorker;
            worker.onmessage = (event: MessageEvent<number[]>) => resolve(event.data);
            worker.postMessage({
              rgba: new Uint8Array(rgba),
              width,
              height,
              frameWidth,
              saturated,
              frames,
            });
          }),
        {
          rgba: [...frame.rgba],
          width: frame.width,
          height: frame.height,
          frameWidth: frame.frameWidth,
          saturated: SATURATED,
          frames: FRAMES,
        },
      );
      const warm = times.slice(Math.min(10, times.length - 1));
      printRow("chromium", frame.name, `${frame.width}x${frame.height}`, warm);
      all.push(...warm);
    }
  } finally {
    await browser.close();
  }
  return all;
}

function calibrate(frames: Frame[]): void {
  console.log(
    `live thresholds: found >= ${LIVE_THRESHOLDS.minDocumentFoundScore}, width >= ${LIVE_THRESHOLDS.minDocumentWidthPx} px, sharpness >= ${LIVE_THRESHOLDS.minSharpness}, glare <= ${LIVE_THRESHOLDS.maxGlareShare}`,
  );
  for (const frame of frames) {
    const measures = measureFrame(
      greyFromRgba(frame.rgba, frame.width, frame.height),
      frame.frameWidth,
      SATURATED,
    );
    console.log(
      `${frame.name.padEnd(34)} found ${measures.documentFound.toFixed(2)}  width ${String(measures.resolution).padStart(4)} px  sharpness ${measures.sharpness.toFixed(0).padStart(5)}  glare ${measures.glare.toFixed(4)}  -> ${liveWarnings(measures).join(", ") || "good"}`,
    );
  }
}

const frames = await Promise.all(FIXTURES.map(frameOf));
if (options.calibrate) {
  calibrate(frames);
  process.exit(0);
}
console.log(`live measures per frame (${FRAMES} frames per fixture, grey conversion included):`);
const summary: [string, number[]][] = [["node", benchInNode(frames)]];
if (options.browser) summary.push(["chromium", await benchInChromium(frames)]);
const [load] = os.loadavg();
console.log(
  `load average ${load!.toFixed(2)} on ${os.availableParallelism()} cores (wall times include waits for a core); node CPU time ${cpuMsPerFrame.toFixed(2)} ms a frame`,
);
for (const [where, times] of summary) {
  const { min, median, p95 } = figures(times);
  console.log(
    `all frames, ${where}: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, min ${min.toFixed(2)} ms (budget 8 ms)`,
  );
}
