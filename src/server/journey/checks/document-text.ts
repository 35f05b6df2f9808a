/**
 * The printed words of a document, read by OCR from its part of the photo (cut out, upright,
 * enlarged to a size OCR reads best), with each word's place in fractions of the document, and
 * the words as the checks compare them: upper case, accents and other marks taken off.
 */
import sharp from "sharp";
import { clampRect, type PixelRect } from "./grey-raster.ts";
import { recognizeWords } from "./ocr-worker.ts";

/** Width the document is read at: its print then stands about as tall as OCR reads it best. */
const READING_WIDTH_PX = 1400;

export interface DocumentWord {
  /** As compared: upper case, letters without marks, digits, `<`. */
  text: string;
  confidence: number;
  /** Its centre, in fractions (0..1) of the document's width and height. */
  x: number;
  y: number;
}

export interface DocumentText {
  words: DocumentWord[];
  durationMs: number;
}

/** Letters with their marks taken off ("Ż" -> "Z", "ß" -> "SS"), upper case, nothing else kept. */
export function comparable(text: string): string {
  return text
    .toUpperCase()
    .replaceAll("ß", "SS")
    .replaceAll("ẞ", "SS")
    .replaceAll("Æ", "AE")
    .replaceAll("Ø", "O")
    .replaceAll("Ł", "L")
    .replaceAll("Đ", "D")
    .replaceAll("Þ", "TH")
    .normalize("NFD")
    .replaceAll(/\p{M}/gu, "")
    .replaceAll(/[^A-Z0-9<]/g, "");
}

/** Reads the words of the document at `rect` of `image` (the photo, upright). */
export async function readDocumentText(image: Buffer, rect: PixelRect): Promise<DocumentText> {
  const started = performance.now();
  const { width, height } = await sharp(image).metadata();
  const region = clampRect(rect, width, height);
  const png = await sharp(image)
    .extract(region)
    .resize({ width: READING_WIDTH_PX })
    .greyscale()
    .normalise()
    .png()
    .toBuffer();
  const readingHeight = Math.round((READING_WIDTH_PX * region.height) / region.width);
  const words = (await recognizeWords(png))
    .map((word) => ({
      text: comparable(word.text),
      confidence: word.confidence,
      x: (word.box.left + word.box.right) / 2 / READING_WIDTH_PX,
      y: (word.box.top + word.box.bottom) / 2 / readingHeight,
    }))
    .filter((word) => word.text.length > 0);
  return { words, durationMs: performance.now() - started };
}
