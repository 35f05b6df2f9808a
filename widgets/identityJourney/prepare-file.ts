/**
 * Makes what the user chose into a photo the journey takes (JPG or PNG under 7.5 MB): HEIC/HEIF
 * decoded in a worker (its decoder loads only when such a file is chosen), the first page
 * of a PDF drawn (its reader loads likewise), GIF and AVIF redrawn as JPEG, and any photo of 7 MB
 * or more made smaller to fit 1280 x 1024, in a worker.
 */
import compressWorkerUrl from "./compress-worker.ts?worker&url";
import heicWorkerUrl from "./heic-worker.ts?worker&url";
import { moduleWorker } from "./module-worker.ts";
import { COMPRESS_FROM_BYTES, hostExtensionOf, type HostExtension } from "./file-types.ts";

export type PrepareRefusal = "unsupportedType" | "damagedImage";

export type Prepared = { ok: true; file: File } | { ok: false; refusal: PrepareRefusal };

const jpegName = (name: string) => name.replace(/\.[^.]+$/, "") + ".jpg";

async function canvasToJpeg(canvas: HTMLCanvasElement, name: string): Promise<File> {
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, "image/jpeg", 0.9),
  );
  if (!blob) throw new Error("the photo could not be drawn");
  return new File([blob], jpegName(name), { type: "image/jpeg" });
}

async function redrawAsJpeg(source: Blob, name: string): Promise<File> {
  const bitmap = await createImageBitmap(source);
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvasToJpeg(canvas, name);
}

async function pdfFirstPage(file: File): Promise<File> {
  const { firstPdfPage } = await import("./pdf-first-page.ts");
  return canvasToJpeg(await firstPdfPage(await file.arrayBuffer()), file.name);
}

/** Sends the file to a worker and takes the JPEG it answers. */
function jpegFromWorker(worker: Worker, file: File): Promise<File> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ blob?: Blob; error?: string }>) => {
      worker.terminate();
      if (event.data.blob)
        resolve(new File([event.data.blob], jpegName(file.name), { type: "image/jpeg" }));
      else reject(new Error(event.data.error ?? "the worker made no photo"));
    };
    worker.onerror = (error) => {
      worker.terminate();
      reject(error instanceof ErrorEvent ? new Error(error.message) : new Error("worker failed"));
    };
    worker.postMessage(file);
  });
}

/** HEIC/HEIF decoded in a worker (libheif loads with the worker, only for such a file). */
const heicToJpeg = (file: File) => jpegFromWorker(moduleWorker(heicWorkerUrl), file);

/** A photo of 7 MB or more made smaller in a worker. */
const compressInWorker = (file: File) => jpegFromWorker(moduleWorker(compressWorkerUrl), file);

const CONVERTERS: Record<HostExtension, (file: File) => Promise<File>> = {
  jpg: (file) =>
    Promise.resolve(
      new File([file], file.name.replace(/\.jpeg$/i, ".jpg"), { type: "image/jpeg" }),
    ),
  png: (file) => Promise.resolve(new File([file], file.name, { type: "image/png" })),
  gif: (file) => redrawAsJpeg(file, file.name),
  avif: (file) => redrawAsJpeg(file, file.name),
  heic: heicToJpeg,
  heif: heicToJpeg,
  pdf: pdfFirstPage,
};

export async function prepareFile(file: File): Promise<Prepared> {
  const extension = hostExtensionOf(file.name);
  if (!extension) return { ok: false, refusal: "unsupportedType" };
  try {
    let photo = await CONVERTERS[extension](file);
    if (photo.size >= COMPRESS_FROM_BYTES) photo = await compressInWorker(photo);
    return { ok: true, file: photo };
  } catch {
    return { ok: false, refusal: "damagedImage" };
  }
}
