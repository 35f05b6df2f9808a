/**
 * Reads a proof of address: the photo or page (JPEG or PNG) turned upright by its EXIF, grey,
 * scaled to 1,600 px across (a page's 9-point text about 20 px high, where Tesseract reads
 * best), and its lines read.
 */
import sharp from "sharp";
import { recognizeLines, type OcrLine } from "../checks/ocr-worker.ts";

const READ_WIDTH = 1600;

export async function readAddressProof(image: Uint8Array): Promise<readonly OcrLine[]> {
  const png = await sharp(image)
    .rotate()
    .greyscale()
    .resize({ width: READ_WIDTH })
    .png()
    .toBuffer();
  return recognizeLines(png);
}
