/**
 * The face model of the process: face-api's detectors (Tiny Face Detector first, SSD MobileNet v1
 * where it finds nothing), its 68-point landmarks and its 128-number face descriptor, on
 * TensorFlow.js's WebAssembly backend, with the weights read from the
 * installed @vladmandic/face-api package (nothing is downloaded). Loaded once, on first use. It
 * runs inside the face worker (face-worker.ts), so an analysis never holds the server's event
 * loop.
 */
import path from "node:path";
import { createRequire } from "node:module";
import sharp from "sharp";
import { detectorSquare, regionAround, regionPixels, type RawRgb } from "./detector-input.ts";

const require = createRequire(import.meta.url);
// The node-wasm build takes TensorFlow.js from the caller, so both share one backend.
const tf = require("@tensorflow/tfjs") as typeof import("@tensorflow/tfjs");
require("@tensorflow/tfjs-backend-wasm");
const faceapi =
  require("@vladmandic/face-api/dist/face-api.node-wasm.js") as typeof import("@vladmandic/face-api");

/**
 * What a photo is, which sets the longest side it is scaled down to before the detector reads it:
 * a document's portrait is a tenth of its photo's width, so it keeps 1,280 px (a face of about
 * 130 px); a selfie's face fills a third of it, and 640 px decode in a quarter of the time. A
 * liveness frame is read as a selfie is, and its faces' expressions too (about 18 ms a face).
 */
export const ANALYSIS_EDGE = { documentPhoto: 1280, selfie: 640, livenessFrame: 640 } as const;
export type PhotoKind = keyof typeof ANALYSIS_EDGE;
/** Faces the detector scores below this are not faces. */
export const MIN_DETECTION_SCORE = 0.5;
/**
 * The Tiny Face Detector's input side: about 65 ms a photo on one core against SSD's 265 ms, and
 * it finds faces down to about a tenth of the photo's width. SSD reads a photo it finds nothing on.
 */
const TINY_INPUT_SIZE = 416;
/** SSD MobileNet v1's input side. */
const SSD_INPUT_SIZE = 512;
/**
 * The share of a face's width (and height) kept on each side of it in the part of the photo the
 * landmarks and the descriptor read (their crops, the aligned one included, lie well inside).
 */
const FACE_MARGIN = 1;

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FoundFace {
  /** In the analysed image's pixels (its longest side at most its kind's ANALYSIS_EDGE). */
  box: FaceBox;
  /** The detector's confidence, 0..1. */
  score: number;
  /** The 68 landmarks (iBUG 300-W order), in the analysed image's pixels. */
  landmarks: Array<[number, number]>;
  /** The face's 128-number descriptor; two of the same person lie close (face-match.ts). */
  descriptor: number[];
  /**
   * How much the face shows each expression (neutral, happy, sad, angry…), summing to 1; read of
   * a liveness frame only (empty otherwise).
   */
  expressions: Record<string, number>;
}

export interface FaceAnalysis {
  width: number;
  height: number;
  faces: FoundFace[];
}

let loaded: Promise<void> | undefined;

/** The installed @vladmandic/face-api package's folder (its `model/` and `demo/`). */
export function faceApiFolder(): string {
  return path.dirname(require.resolve("@vladmandic/face-api/package.json"));
}

/** The nets the server loads, and the weight file of each in the package's `model/`. */
export const FACE_MODEL_NETS = {
  tinyFaceDetector: "tiny_face_detector_model",
  ssdMobilenetv1: "ssd_mobilenetv1_model",
  faceLandmark68Net: "face_landmark_68_model",
  faceRecognitionNet: "face_recognition_model",
  faceExpressionNet: "face_expression_model",
} as const;

async function loadModel(): Promise<void> {
  await tf.setBackend("wasm");
  await tf.ready();
  const folder = path.join(faceApiFolder(), "model");
  for (const net of Object.keys(FACE_MODEL_NETS) as (keyof typeof FACE_MODEL_NETS)[])
    await faceapi.nets[net].loadFromDisk(folder);
}

/** Loads the model once; a failed load is tried again by the next call. */
export function faceModelReady(): Promise<void> {
  loaded ??= loadModel().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/**
 * Every face the detector finds on a photo (JPEG or PNG bytes), largest first. The detectors read
 * a square made from the photo's bytes (detector-input.ts); the landmarks, the descriptor and the
 * expressions read the part of the photo around the faces found.
 */
export async function analyseFaces(image: Uint8Array, kind: PhotoKind): Promise<FaceAnalysis> {
  await faceModelReady();
  const { data, info } = await sharp(image)
    .rotate()
    .resize({
      width: ANALYSIS_EDGE[kind],
      height: ANALYSIS_EDGE[kind],
      fit: "inside",
      withoutEnlargement: true,
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const photo: RawRgb = { data, width: info.width, height: info.height };
  const detections = await locateFaces(photo);
  if (detections.length === 0) return { width: photo.width, height: photo.height, faces: [] };
  const region = regionAround(
    detections.map((detection) => detection.box),
    FACE_MARGIN,
    photo.width,
    photo.height,
  );
  const input = tf.tensor3d(regionPixels(photo, region), [region.height, region.width, 3], "int32");
  try {
    const inRegion = detections.map((detection) => {
      const box = detection.box;
      return faceapi.extendWithFaceDetection(
        {},
        new faceapi.FaceDetection(
          detection.score,
          new faceapi.Rect(
            (box.x - region.left) / region.width,
            (box.y - region.top) / region.height,
            box.width / region.width,
            box.height / region.height,
          ),
          { width: region.width, height: region.height },
        ),
      );
    });
    const results = await describeFaces(input, inRegion, kind === "livenessFrame");
    const faces = results.map((result): FoundFace => {
      const box = result.detection.box;
      return {
        box: {
          x: box.x + region.left,
          y: box.y + region.top,
          width: box.width,
          height: box.height,
        },
        score: result.detection.score,
        landmarks: result.landmarks.positions.map((point) => [
          point.x + region.left,
          point.y + region.top,
        ]),
        descriptor: Array.from(result.descriptor),
        expressions: Object.fromEntries(
          (result.expressions?.asSortedArray() ?? []).map(({ expression, probability }) => [
            expression,
            probability,
          ]),
        ),
      };
    });
    faces.sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
    return { width: photo.width, height: photo.height, faces };
  } finally {
    input.dispose();
  }
}

type NetInput = Parameters<typeof faceapi.detectAllFaces>[0];

/**
 * The faces the Tiny Face Detector finds on the photo, or SSD where it finds none, in the photo's
 * pixels.
 */
async function locateFaces(photo: RawRgb) {
  const side = Math.max(photo.width, photo.height);
  const onSquare = async <T>(
    inputSize: number,
    locate: (input: NetInput) => Promise<T[]>,
  ): Promise<T[]> => {
    const square = tf.tensor3d(detectorSquare(photo, inputSize), [inputSize, inputSize, 3]);
    try {
      return await locate(square as unknown as NetInput);
    } finally {
      square.dispose();
    }
  };
  let found = await onSquare(TINY_INPUT_SIZE, (input) =>
    faceapi.nets.tinyFaceDetector.locateFaces(
      input,
      new faceapi.TinyFaceDetectorOptions({
        inputSize: TINY_INPUT_SIZE,
        scoreThreshold: MIN_DETECTION_SCORE,
      }),
    ),
  );
  if (found.length === 0)
    found = await onSquare(SSD_INPUT_SIZE, (input) =>
      faceapi.nets.ssdMobilenetv1.locateFaces(
        input,
        new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_DETECTION_SCORE, maxResults: 10 }),
      ),
    );
  // A box relative to the square is relative to the photo padded to a square of its longest side.
  return found.map((detection) => detection.forSize(side, side));
}

/** Each located face's landmarks, descriptor and, for a liveness frame, expressions. */
async function describeFaces(
  input: import("@tensorflow/tfjs").Tensor3D,
  located: Array<ReturnType<typeof faceapi.extendWithFaceDetection<object>>>,
  withExpressions: boolean,
) {
  const landmarked = new faceapi.DetectAllFaceLandmarksTask(
    Promise.resolve(located),
    input as unknown as NetInput,
    false,
  );
  if (!withExpressions)
    return (await landmarked.withFaceDescriptors()).map((result) => ({
      ...result,
      expressions: undefined,
    }));
  return landmarked.withFaceExpressions().withFaceDescriptors();
}
