/**
 * The crop frame of the preview (widget spec §2 "Cropper"): a rectangle in fractions of the
 * photo (0 to 1 on each axis), moved whole or by one corner, never smaller than a fifth of the
 * photo and never outside it; and the photo cut to it, as a JPEG.
 */
export interface CropFrame {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type Corner = "topLeft" | "topRight" | "bottomLeft" | "bottomRight";

/** The frame a crop starts with: the photo less a margin where a table or hand usually is. */
export const INITIAL_FRAME: CropFrame = { left: 0.05, top: 0.05, right: 0.95, bottom: 0.95 };
/** The smallest side of a frame, as a fraction of the photo's side. */
export const MIN_SIDE = 0.2;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The frame moved by (dx, dy), kept inside the photo with its size unchanged. */
export function moveFrame(frame: CropFrame, dx: number, dy: number): CropFrame {
  const width = frame.right - frame.left;
  const height = frame.bottom - frame.top;
  const left = clamp(frame.left + dx, 0, 1 - width);
  const top = clamp(frame.top + dy, 0, 1 - height);
  return { left, top, right: left + width, bottom: top + height };
}

/** The frame with one corner moved by (dx, dy), the opposite corner staying where it is. */
export function moveCorner(frame: CropFrame, corner: Corner, dx: number, dy: number): CropFrame {
  const next = { ...frame };
  if (corner === "topLeft" || corner === "bottomLeft")
    next.left = clamp(frame.left + dx, 0, frame.right - MIN_SIDE);
  else next.right = clamp(frame.right + dx, frame.left + MIN_SIDE, 1);
  if (corner === "topLeft" || corner === "topRight")
    next.top = clamp(frame.top + dy, 0, frame.bottom - MIN_SIDE);
  else next.bottom = clamp(frame.bottom + dy, frame.top + MIN_SIDE, 1);
  return next;
}

/** The frame in the photo's pixels, whole pixels inside it. */
export function framePixels(
  frame: CropFrame,
  width: number,
  height: number,
): { x: number; y: number; width: number; height: number } {
  const x = Math.round(frame.left * width);
  const y = Math.round(frame.top * height);
  return {
    x,
    y,
    width: Math.max(1, Math.min(width - x, Math.round((frame.right - frame.left) * width))),
    height: Math.max(1, Math.min(height - y, Math.round((frame.bottom - frame.top) * height))),
  };
}

/** The photo cut to the frame, as a JPEG named like the photo. */
export async function cropPhoto(file: File, frame: CropFrame): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const area = framePixels(frame, bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = area.width;
    canvas.height = area.height;
    canvas
      .getContext("2d")!
      .drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, "image/jpeg", 0.92),
    );
    if (!blob) throw new Error("the photo could not be cropped");
    return new File([blob], file.name.replace(/\.[^.]+$/, "") + ".jpg", { type: "image/jpeg" });
  } finally {
    bitmap.close();
  }
}
