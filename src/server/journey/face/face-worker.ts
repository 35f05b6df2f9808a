/**
 * The face worker thread: analyses the photos the face engine (face-engine.ts) posts to it, one at
 * a time, with the face model loaded once.
 */
import { parentPort } from "node:worker_threads";
import { analyseFaces } from "./face-model.ts";
import type { FaceJob, FaceJobAnswer } from "./face-engine.ts";

const port = parentPort;
if (!port) throw new Error("face-worker.ts runs as a worker thread");

port.on("message", (job: FaceJob) => {
  analyseFaces(job.image, job.kind).then(
    (analysis) => port.postMessage({ id: job.id, analysis } satisfies FaceJobAnswer),
    (error: unknown) =>
      port.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies FaceJobAnswer),
  );
});
