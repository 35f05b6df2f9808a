/**
 * The photo the camera view sends: the viewfinder's current frame at the camera's full
 * resolution (not the scaled-down frame the hints were measured on), drawn on a canvas and
 * encoded as JPEG, named for the side it shows.
 */
const JPEG_QUALITY = 0.92;

export async function photoFromVideo(video: HTMLVideoElement, side: string): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext("2d");
  if (!context || canvas.width === 0) throw new Error("no frame to take");
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY),
  );
  if (!blob) throw new Error("the frame could not be encoded");
  return new File([blob], `camera-${side.toLowerCase()}.jpg`, { type: "image/jpeg" });
}
