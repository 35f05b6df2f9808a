/**
 * Feeds the viewfinder's frames to a worker without ever making the viewfinder wait: each new
 * frame is scaled down to the worker's width by the browser (createImageBitmap) and sent while no
 * other frame is in the worker; frames that arrive meanwhile are dropped. The document camera's
 * measuring worker and the selfie camera's face detector are fed this way.
 */

export interface FrameSampler {
  stop(): void;
}

type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

export interface FrameWorker<Answer> {
  /** The worker, which the sampler ends when it stops. */
  worker: Worker;
  /** The width frames are scaled down to (never up). */
  width: number;
  /** The message that carries a frame (the bitmap is transferred with it). */
  request: (bitmap: ImageBitmap, video: HTMLVideoElement) => unknown;
  onAnswer: (answer: Answer) => void;
}

export function startFrameSampler<Answer>(
  video: HTMLVideoElement,
  { worker, width: workingWidth, request, onAnswer }: FrameWorker<Answer>,
): FrameSampler {
  const withFrames = video as VideoWithFrames;
  let inFlight = false;
  let stopped = false;
  let handle = 0;
  worker.onmessage = (event: MessageEvent<Answer>) => {
    inFlight = false;
    if (!stopped) onAnswer(event.data);
  };
  worker.onerror = () => {
    inFlight = false;
  };

  const sample = () => {
    if (stopped || inFlight || video.readyState < 2 || video.videoWidth === 0) return;
    inFlight = true;
    const width = Math.min(workingWidth, video.videoWidth);
    const height = Math.round((video.videoHeight * width) / video.videoWidth);
    createImageBitmap(video, { resizeWidth: width, resizeHeight: height, resizeQuality: "medium" })
      .then((bitmap) => {
        if (stopped) return bitmap.close();
        worker.postMessage(request(bitmap, video), [bitmap]);
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
