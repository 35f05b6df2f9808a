/**
 * The selfie camera's face detector, off the page's thread: face-api's Tiny Face Detector and its
 * tiny 68-point landmark net on TensorFlow.js's WebAssembly backend (the plain build where the
 * browser lacks SIMD). Every file it needs (this script, the WebAssembly, the weights) is a
 * content-hashed file of the build under the product's own origin, cached as immutable; none is
 * fetched before the selfie camera opens. Each frame comes as a bitmap at the working width and
 * goes back as its faces in the bitmap's pixels, with the time the detection took.
 */
import * as faceapi from "@vladmandic/face-api/dist/face-api.esm.js";
import landmarkManifest from "@vladmandic/face-api/model/face_landmark_68_tiny_model-weights_manifest.json";
import landmarkWeightsUrl from "@vladmandic/face-api/model/face_landmark_68_tiny_model.bin?url";
import detectorManifest from "@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json";
import detectorWeightsUrl from "@vladmandic/face-api/model/tiny_face_detector_model.bin?url";
import wasmPlainUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url";
import wasmSimdUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url";
import wasmThreadedUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url";
import type { GuidedFace } from "../../../src/capture/selfie/face-guidance.ts";
import { FACE_GUIDANCE_LIMITS } from "../../../src/capture/selfie/face-guidance.ts";

export interface FaceFrameRequest {
  bitmap: ImageBitmap;
}

export type FaceFrameAnswer =
  { faces: GuidedFace[]; width: number; height: number; detectMs: number } | { failed: string };

/**
 * The detector's input side (a multiple of 32), to which the 320 px frame is scaled: at 224 a
 * frame takes about 27 ms on the benchmark's machine against 44 ms at 320 (npm run bench:selfie),
 * and a face a quarter of the frame wide, the smallest the guidance accepts, is still 56 px.
 */
const DETECTOR_INPUT = 224;

interface WeightsManifest {
  paths: string[];
  weights: Parameters<typeof faceapi.tf.io.decodeWeights>[1];
}

type WithWasmPaths = typeof faceapi.tf & {
  setWasmPaths: (paths: Record<string, string>) => void;
  setBackend: (name: string) => Promise<boolean>;
  ready: () => Promise<void>;
};

async function weightMap(manifest: WeightsManifest[], url: string) {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`weights: HTTP ${answer.status}`);
  return faceapi.tf.io.decodeWeights(await answer.arrayBuffer(), manifest[0]!.weights);
}

/**
 * face-api knows a page and Node; a worker is neither. It is told the worker's own canvas and
 * image types; the nets read tensors (tensorOf), so no image element is ever made.
 */
function setWorkerEnvironment(): void {
  const none = () => {
    throw new Error("no DOM elements in a worker");
  };
  faceapi.env.setEnv({
    Canvas: OffscreenCanvas,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
    // A worker's pictures are bitmaps: its stand-in for the page's image and video elements.
    Image: ImageBitmap,
    ImageData,
    Video: ImageBitmap,
    createCanvasElement: () => new OffscreenCanvas(1, 1),
    createImageElement: none,
    createVideoElement: none,
    fetch: (...args: Parameters<typeof fetch>) => fetch(...args),
    readFile: none,
  } as unknown as Parameters<typeof faceapi.env.setEnv>[0]);
}

async function loadModel(): Promise<void> {
  setWorkerEnvironment();
  const tf = faceapi.tf as WithWasmPaths;
  tf.setWasmPaths({
    "tfjs-backend-wasm.wasm": wasmPlainUrl,
    "tfjs-backend-wasm-simd.wasm": wasmSimdUrl,
    "tfjs-backend-wasm-threaded-simd.wasm": wasmThreadedUrl,
  });
  if (!(await tf.setBackend("wasm"))) await tf.setBackend("cpu");
  await tf.ready();
  const [detector, landmarks] = await Promise.all([
    weightMap(detectorManifest as WeightsManifest[], detectorWeightsUrl),
    weightMap(landmarkManifest as WeightsManifest[], landmarkWeightsUrl),
  ]);
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(detector);
  faceapi.nets.faceLandmark68TinyNet.loadFromWeightMap(landmarks);
}

const model = loadModel();
const options = new faceapi.TinyFaceDetectorOptions({
  inputSize: DETECTOR_INPUT,
  scoreThreshold: FACE_GUIDANCE_LIMITS.minScore,
});
let canvas: OffscreenCanvas | undefined;
let rgb: Int32Array | undefined;

/**
 * The bitmap's RGB pixels as a tensor the nets read. The canvas and the RGB array are kept from
 * frame to frame: a new array each frame cost about 4 ms of a 34 ms frame in allocation and
 * collection (npm run bench:selfie). Reusing it is safe because the frame sampler sends a frame
 * only once the last one is answered, and each frame's tensor is disposed before its answer goes.
 * The pixels are read as 32-bit words, one read a pixel (red in the low byte on the little-endian
 * machines browsers run on).
 */
function tensorOf(bitmap: ImageBitmap) {
  const { width, height } = bitmap;
  if (!canvas || canvas.width !== width || canvas.height !== height) {
    canvas = new OffscreenCanvas(width, height);
    rgb = new Int32Array(width * height * 3);
  }
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  const pixels = new Uint32Array(context.getImageData(0, 0, width, height).data.buffer);
  const target = rgb!;
  for (let pixel = 0, at = 0; pixel < pixels.length; pixel += 1) {
    const word = pixels[pixel]!;
    target[at++] = word & 0xff;
    target[at++] = (word >>> 8) & 0xff;
    target[at++] = (word >>> 16) & 0xff;
  }
  return faceapi.tf.tensor3d(target, [height, width, 3], "int32");
}

async function detect(bitmap: ImageBitmap): Promise<FaceFrameAnswer> {
  await model;
  const { width, height } = bitmap;
  const started = performance.now();
  const input = tensorOf(bitmap);
  bitmap.close();
  try {
    const found = await faceapi.detectAllFaces(input, options).withFaceLandmarks(true);
    const faces = found.map(({ detection, landmarks }): GuidedFace => {
      const box = detection.box;
      return {
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        score: detection.score,
        landmarks: landmarks.positions.map((point): [number, number] => [point.x, point.y]),
      };
    });
    return { faces, width, height, detectMs: performance.now() - started };
  } finally {
    input.dispose();
  }
}

self.onmessage = (event: MessageEvent<FaceFrameRequest>) => {
  detect(event.data.bitmap).then(
    (answer) => self.postMessage(answer),
    (error: unknown) =>
      self.postMessage({ failed: error instanceof Error ? error.message : String(error) }),
  );
};
