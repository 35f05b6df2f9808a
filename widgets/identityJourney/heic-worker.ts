/**
 * Makes a HEIC/HEIF photo (what iPhones save) a JPEG off the page's thread: libheif's
 * JavaScript build decodes the first image (no eval and no WebAssembly, so the page's policy
 * stays as it is), an OffscreenCanvas encodes it.
 */
import libheifModule from "libheif-js";

/** What this worker uses of libheif's decoder (its package types leave the decoder out). */
interface HeifImage {
  get_width(): number;
  get_height(): number;
  display(target: ImageData, done: (filled: ImageData | null) => void): void;
  free(): void;
}
interface Libheif {
  HeifDecoder: new () => { decode(data: Uint8Array): HeifImage[] };
}

const libheif = libheifModule as Libheif;

async function heicToJpeg(file: Blob): Promise<Blob> {
  const images = new libheif.HeifDecoder().decode(new Uint8Array(await file.arrayBuffer()));
  const image = images[0];
  if (!image) throw new Error("no image in the file");
  try {
    const pixels = new ImageData(image.get_width(), image.get_height());
    await new Promise<void>((resolve, reject) => {
      image.display(pixels, (filled) =>
        filled ? resolve() : reject(new Error("the image could not be decoded")),
      );
    });
    const canvas = new OffscreenCanvas(pixels.width, pixels.height);
    canvas.getContext("2d")!.putImageData(pixels, 0, 0);
    return await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 });
  } finally {
    for (const each of images) each.free();
  }
}

self.onmessage = async (event: MessageEvent<File>) => {
  try {
    self.postMessage({ blob: await heicToJpeg(event.data) });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : "conversion failed" });
  }
};
