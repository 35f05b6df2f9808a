/** Draws the first page of a PDF on a canvas (pdf.js, loaded only when a PDF is chosen). */
import { getDocument, GlobalWorkerOptions } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

/** Long edge of the drawn page, in pixels: enough for the checks, small enough to upload. */
const PAGE_EDGE = 2000;

export async function firstPdfPage(data: ArrayBuffer): Promise<HTMLCanvasElement> {
  const pdf = await getDocument({ data, isEvalSupported: false }).promise;
  try {
    const page = await pdf.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: PAGE_EDGE / Math.max(base.width, base.height) });
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    await page.render({ canvas, canvasContext: canvas.getContext("2d")!, viewport }).promise;
    return canvas;
  } finally {
    await pdf.destroy();
  }
}
