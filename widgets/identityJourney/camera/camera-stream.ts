/**
 * Opening the phone's camera: the permission check before the scanner starts (getUserMedia with
 * the back camera preferred, at a resolution large enough for the document checks), and the
 * same call when the user picks the other camera. A failure is one of the catalogue's camera
 * problems (src/capture/camera/camera-permission.ts).
 */
import {
  cameraProblemOf,
  type CameraProblem,
} from "../../../src/capture/camera/camera-permission.ts";

/** Which camera: the back one (the document) or the front one (the user). */
export type CameraFacing = "environment" | "user";

export type CameraOpening =
  { ok: true; stream: MediaStream } | { ok: false; problem: CameraProblem };

export async function openCamera(facing: CameraFacing): Promise<CameraOpening> {
  if (!navigator.mediaDevices?.getUserMedia) return { ok: false, problem: "unavailable" };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1080 } },
    });
    return { ok: true, stream };
  } catch (error) {
    return { ok: false, problem: cameraProblemOf(error) };
  }
}

export function closeCamera(stream: MediaStream | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
