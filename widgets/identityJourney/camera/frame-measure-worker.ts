/**
 * Measures camera frames off the page's thread, with the server's own document measures
 * (src/shared/document-measures): the page sends a frame already scaled down to the working
 * width (an ImageBitmap, transferred), this worker reads its pixels, makes them grey and answers
 * the measures and how long they took.
 */
import {
  measureFrame,
  type FrameMeasures,
} from "../../../src/shared/document-measures/frame-measures.ts";
import { greyFromRgba } from "../../../src/shared/document-measures/grey-from-rgba.ts";

export interface FrameRequest {
  bitmap: ImageBitmap;
  /** Width of the camera frame the bitmap was scaled from, in its pixels. */
  frameWidth: number;
  saturatedLevel: number;
}

export interface FrameAnswer {
  measures: FrameMeasures;
  /** Milliseconds the measures took (reading the pixels left out). */
  measureMs: number;
}

let canvas: OffscreenCanvas | undefined;
/** The grey levels of the last frame, their buffer kept for the next. */
let grey: Uint8Array = new Uint8Array(0);

self.onmessage = (event: MessageEvent<FrameRequest>) => {
  const { bitmap, frameWidth, saturatedLevel } = event.data;
  const { width, height } = bitmap;
  if (!canvas || canvas.width !== width || canvas.height !== height)
    canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const raster = greyFromRgba(context.getImageData(0, 0, width, height).data, width, height, grey);
  grey = raster.data;
  const started = performance.now();
  const measures = measureFrame(raster, frameWidth, saturatedLevel);
  const answer: FrameAnswer = { measures, measureMs: performance.now() - started };
  self.postMessage(answer);
};
