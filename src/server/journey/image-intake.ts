/**
 * What an uploaded capture must pass before any check reads it: its type is read from its first
 * bytes (never from its name or the browser's word), it decodes completely, its pixel count is
 * capped before decoding (a small file can declare a huge image), and it is re-encoded, so
 * what is kept has no EXIF or other metadata, its orientation applied, and nothing trailing.
 */
import sharp, { type Metadata } from "sharp";

export type IntakeRefusal = "notAnImage" | "unsupportedType" | "tooManyPixels" | "damagedImage";

export class ImageRefused extends Error {
  constructor(readonly reason: IntakeRefusal) {
    super(`image refused: ${reason}`);
  }
}

export interface IntakeLimits {
  /** Largest width x height accepted, checked from the header before decoding. */
  maxPixels: number;
  /** The kept image is scaled down to fit this box (the checks need no more). */
  maxEdge: number;
}

export const DEFAULT_INTAKE_LIMITS: IntakeLimits = { maxPixels: 40_000_000, maxEdge: 2400 };

export interface AcceptedImage {
  /** Re-encoded JPEG, metadata stripped, orientation applied. */
  bytes: Buffer;
  width: number;
  height: number;
  /** The type the bytes showed. */
  sniffed: "jpeg" | "png";
}

/** The image type the first bytes show, or undefined. */
export function sniffImageType(bytes: Buffer): "jpeg" | "png" | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return "png";
  return undefined;
}

export async function acceptImage(
  bytes: Buffer,
  limits: IntakeLimits = DEFAULT_INTAKE_LIMITS,
): Promise<AcceptedImage> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw new ImageRefused(bytes.length < 8 ? "notAnImage" : "unsupportedType");
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused("damagedImage");
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width === 0 || height === 0) throw new ImageRefused("damagedImage");
  if (width * height > limits.maxPixels) throw new ImageRefused("tooManyPixels");
  if (metadata.format !== (sniffed === "jpeg" ? "jpeg" : "png"))
    throw new ImageRefused("unsupportedType");
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: limits.maxPixels,
      // A truncated or corrupt file is refused, not decoded half grey.
      failOn: "truncated",
    })
      .rotate()
      .resize({
        width: limits.maxEdge,
        height: limits.maxEdge,
        fit: "inside",
        withoutEnlargement: true,
      })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, sniffed };
  } catch {
    throw new ImageRefused("damagedImage");
  }
}
