/**
 * Feeds the viewfinder's frames to the measuring worker without ever making the viewfinder wait:
 * each new frame is scaled down to the working width by the browser (createImageBitmap) and sent
 * while no other frame is in the worker; frames that arrive meanwhile are dropped.
 */
import { WORKING_WIDTH_PX } from "../../../src/shared/document-measures/grey-raster.ts";
import type { FrameMeasures } from "../../../src/shared/document-measures/frame-measures.ts";
import type { FrameAnswer, FrameRequest } from "./frame-measure-worker.ts";

export interface FrameSampler {
  stop(): void;
}

type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

export function startFrameSampler(
  video: HTMLVideoElement,
  saturatedLevel: number,
  onMeasures: (measures: FrameMeasures, measureMs: number) => void,
): FrameSampler {
  const worker = new Worker(new URL("./frame-measure-worker.ts", import.meta.url), {
    type: "module",
  });
  const withFrames = video as VideoWithFrames;
  let inFlight = false;
  let stopped = false;
  let handle = 0;
  worker.onmessage = (event: MessageEvent<FrameAnswer>) => {
    inFlight = false;
    if (!stopped) onMeasures(event.data.measures, event.data.measureMs);
  };
  worker.onerror = () => {
    inFlight = false;
  };

  const sample = () => {
    if (stopped || inFlight || video.readyState < 2 || video.videoWidth === 0) return;
    inFlight = true;
    const width = Math.min(WORKING_WIDTH_PX, video.videoWidth);
    const height = Math.round((video.videoHeight * width) / video.videoWidth);
    createImageBitmap(video, { resizeWidth: width, resizeHeight: height, resizeQuality: "medium" })
      .then((bitmap) => {
        if (stopped) return bitmap.close();
        const request: FrameRequest = { bitmap, frameWidth: video.videoWidth, saturatedLevel };
        worker.postMessage(request, [bitmap]);
      })
      .catch(() => {
        inFlight = false;
      });
  };

  const next = () => {
    if (stopped) return;
    sample();
    handle = withFrames.requestVideoFrameCallback
      ? withFrames.requestVideoFrameCallback(next)
      : requestAnimationFrame(next);
  };
  next();

  return {
    stop() {
      stopped = true;
      if (withFrames.cancelVideoFrameCallback) withFrames.cancelVideoFrameCallback(handle);
      else cancelAnimationFrame(handle);
      worker.terminate();
    },
  };
}
