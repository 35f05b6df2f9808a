/**
 * The server's way to the face model: one worker thread (face-worker.ts) started on first use,
 * so the model's work (about 100 ms a photo) never holds the event loop. Jobs queue in the
 * worker. A worker that dies fails the jobs it held and is started again by the next one. An idle
 * worker does not keep the process alive, so it lives as long as the process (a server's, or a
 * Vitest worker's across its test files); `closeFaceEngine` ends it, and the next analysis starts
 * another.
 */
import { Worker } from "node:worker_threads";
import type { FaceAnalysis, PhotoKind } from "./face-model.ts";

export interface FaceJob {
  id: number;
  image: Uint8Array;
  kind: PhotoKind;
}

export type FaceJobAnswer = { id: number; analysis: FaceAnalysis } | { id: number; error: string };

interface Pending {
  resolve: (analysis: FaceAnalysis) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function startWorker(): Worker {
  const typescript = import.meta.url.endsWith(".ts");
  const entry = new URL(`./face-worker.${typescript ? "ts" : "js"}`, import.meta.url).href;
  // A TypeScript worker registers tsx's loader first (the way the server itself runs).
  const started = typescript
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})` +
          `.then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
        { eval: true },
      )
    : new Worker(new URL(entry));
  started.on("message", (answer: FaceJobAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    if ("error" in answer) job.reject(new Error(`face analysis failed: ${answer.error}`));
    else job.resolve(answer.analysis);
  });
  started.on("error", (error) => {
    if (worker === started) worker = undefined;
    failAll(error);
  });
  started.on("exit", (code) => {
    if (worker === started) worker = undefined;
    failAll(new Error(`the face worker stopped (exit code ${code})`));
  });
  // An idle worker does not keep the process alive.
  started.unref();
  return started;
}

/** Every face on a photo (JPEG or PNG bytes), largest first, found off the event loop. */
export function analyseFacesOffThread(image: Uint8Array, kind: PhotoKind): Promise<FaceAnalysis> {
  worker ??= startWorker();
  const id = nextId++;
  const running = worker;
  return new Promise<FaceAnalysis>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.ref();
    running.postMessage({ id, image, kind } satisfies FaceJob);
  }).finally(() => {
    if (pending.size === 0) running.unref();
  });
}

/** Ends the worker; the next analysis starts another. */
export async function closeFaceEngine(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running) await running.terminate();
}
