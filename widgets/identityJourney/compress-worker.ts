/**
 * Makes a large photo smaller off the page's thread: browser-image-compression, already in a
 * worker (so it starts no worker of its own and loads nothing from elsewhere), to fit 1280 x 1024.
 */
import imageCompression from "browser-image-compression";
import { COMPRESSED_BOX } from "./file-types.ts";

self.onmessage = async (event: MessageEvent<File>) => {
  try {
    const blob = await imageCompression(event.data, {
      maxWidthOrHeight: Math.max(COMPRESSED_BOX.width, COMPRESSED_BOX.height),
      maxSizeMB: 2,
      useWebWorker: false,
      fileType: "image/jpeg",
      initialQuality: 0.9,
    });
    self.postMessage({ blob });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : "compression failed" });
  }
};
