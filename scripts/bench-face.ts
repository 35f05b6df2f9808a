/**
 * The face match's cost on the server: the model's bytes it loads, the load time, and on one core
 * (median and 95th percentile) the time to find a document photo's faces, the time to find a
 * selfie's and measure its distance to the portrait, the two together with the goal beside them
 * (300 ms a pair), and the time to judge one liveness frame (its face, the distance to the
 * selfie's, its signs). Pin it to one core for the figures docs/FACE-MATCH.md gives:
 *
 *   taskset -c 0 npm run bench:face
 *   taskset -c 0 npm run bench:face -- --pairs 40
 */
import fs from "node:fs";
import path from "node:path";
import { readCommandLine } from "./cli/command-line.ts";

const commandLine = readCommandLine({
  command: "npm run bench:face",
  summary:
    "Prints the server's face model bytes and load time, and the time of one face match\n(document photo and selfie analysed, their distance) and of one liveness frame judged,\non one core: median and p95.",
  options: {
    pairs: { type: "string", value: "N", default: "20", description: "pairs matched (3-500)" },
  },
});
const PAIRS = commandLine.wholeNumber("pairs", 3, 500);

// The model is imported after the command line is read, so --help answers at once.
const { PROJECT_ROOT } = await import("../src/server/config/project-files.ts");
const { analyseFaces, faceApiFolder, faceModelReady, FACE_MODEL_NETS } =
  await import("../src/server/journey/face/face-model.ts");
const { DEFAULT_FACE_MATCH_SETTINGS, faceDistance, matchFaces } =
  await import("../src/server/journey/face/face-match.ts");
const { faceSignsOf } = await import("../src/server/journey/liveness/face-signs.ts");
const { showsPrompt } = await import("../src/server/journey/liveness/liveness-judge.ts");

const MATCH_GOAL_MS = 300;
const modelFolder = path.join(faceApiFolder(), "model");
const modelBytes = Object.values(FACE_MODEL_NETS).reduce(
  (sum, name) => sum + fs.statSync(path.join(modelFolder, `${name}.bin`)).size,
  0,
);
console.log(`model files the server loads: ${(modelBytes / 1024 / 1024).toFixed(1)} MiB`);

const started = performance.now();
await faceModelReady();
console.log(
  `model load (WebAssembly backend, ${Object.keys(FACE_MODEL_NETS).length} nets): ${(performance.now() - started).toFixed(0)} ms`,
);

const fixtures = path.join(PROJECT_ROOT, "tests/fixtures/faces");
const documentPhoto = fs.readFileSync(path.join(fixtures, "passport-holder.jpg"));
const selfie = fs.readFileSync(path.join(fixtures, "selfie-holder.jpg"));

/** Median and 95th percentile of `run`'s time over PAIRS runs, after one not counted (warm-up). */
async function timed(run: () => Promise<void>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i <= PAIRS; i++) {
    const began = performance.now();
    await run();
    if (i > 0) times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(0);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

const portrait = await analyseFaces(documentPhoto, "documentPhoto");
console.log(`on one core, ${PAIRS} runs each:`);
console.log(
  `  the document photo's faces: ${await timed(async () => {
    await analyseFaces(documentPhoto, "documentPhoto");
  })}`,
);
console.log(
  `  the selfie's faces and their distance to the portrait: ${await timed(async () => {
    const outcome = matchFaces(
      portrait,
      await analyseFaces(selfie, "selfie"),
      DEFAULT_FACE_MATCH_SETTINGS,
    );
    if (outcome.verdict !== "match") throw new Error(`the holder's pair gave ${outcome.verdict}`);
  })}`,
);
console.log(
  `  a pair, both photos read (a selfie whose portrait was not read before): ${await timed(
    async () => {
      const outcome = matchFaces(
        await analyseFaces(documentPhoto, "documentPhoto"),
        await analyseFaces(selfie, "selfie"),
        DEFAULT_FACE_MATCH_SETTINGS,
      );
      if (outcome.verdict !== "match") throw new Error(`the holder's pair gave ${outcome.verdict}`);
    },
  )} (goal: at most ${MATCH_GOAL_MS} ms)`,
);

const liveness = path.join(fixtures, "liveness");
const frame = fs.readFileSync(path.join(liveness, "smile.jpg"));
const [selfieFace] = (
  await analyseFaces(fs.readFileSync(path.join(liveness, "selfie.jpg")), "selfie")
).faces;
const [straightFace] = (
  await analyseFaces(fs.readFileSync(path.join(liveness, "look-straight.jpg")), "livenessFrame")
).faces;
console.log(
  `  one liveness frame (its face, the distance to the selfie's, the smile judged): ${await timed(
    async () => {
      const [face] = (await analyseFaces(frame, "livenessFrame")).faces;
      if (
        !face ||
        faceDistance(face.descriptor, selfieFace!.descriptor) >
          DEFAULT_FACE_MATCH_SETTINGS.maxDistance
      )
        throw new Error("the liveness frame's face is not the selfie's");
      if (!showsPrompt("smile", faceSignsOf(straightFace!), faceSignsOf(face)))
        throw new Error("the smile frame shows no smile");
    },
  )}`,
);
