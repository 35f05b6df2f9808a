/**
 * The QR codes on a photo of a health certificate, read by ZXing (zxing-wasm, its WebAssembly
 * loaded from the package, never fetched). The photo is turned upright and brought to at most
 * 2,000 px on its longer side first, which a certificate's code fills well enough to be read.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import sharp from "sharp";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

const LONGEST_SIDE = 2000;
let prepared = false;

function prepare(): void {
  if (prepared) return;
  const wasm = fs.readFileSync(
    createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"),
  );
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.length) },
  });
  prepared = true;
}

/** The texts of the QR codes found on the photo, the largest code first; none, an empty list. */
export async function readHealthPassCodes(image: Uint8Array): Promise<string[]> {
  prepare();
  const { data, info } = await sharp(image)
    .rotate()
    .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = await readBarcodes(
    {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
      colorSpace: "srgb",
    },
    { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 4 },
  );
  const size = (result: (typeof found)[number]) =>
    Math.abs(result.position.bottomRight.x - result.position.topLeft.x) *
    Math.abs(result.position.bottomRight.y - result.position.topLeft.y);
  return found
    .filter((result) => result.isValid && result.text)
    .sort((a, b) => size(b) - size(a))
    .map((result) => result.text);
}
