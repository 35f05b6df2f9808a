/**
 * What the camera permission check (getUserMedia before the scanner starts) came to, read from
 * the error the browser gave (widget spec §8, platform errors): permission denied, no camera API
 * here (an insecure page, an old browser), the camera taken by another application, or no camera
 * that fits. Each is shown with the catalogue's message, and each falls back to the file upload.
 */
export const CAMERA_PROBLEMS = ["denied", "unavailable", "notReadable", "noCamera"] as const;
export type CameraProblem = (typeof CAMERA_PROBLEMS)[number];

/** DOMException names of getUserMedia (Media Capture and Streams §10.1.1). */
const PROBLEM_OF_ERROR: Record<string, CameraProblem> = {
  NotAllowedError: "denied",
  PermissionDeniedError: "denied",
  SecurityError: "denied",
  NotFoundError: "noCamera",
  DevicesNotFoundError: "noCamera",
  OverconstrainedError: "noCamera",
  NotReadableError: "notReadable",
  TrackStartError: "notReadable",
  AbortError: "notReadable",
};

/** The problem a getUserMedia rejection (or a missing mediaDevices) stands for. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name =
    error && typeof error === "object" && "name" in error && typeof error.name === "string"
      ? error.name
      : "";
  return PROBLEM_OF_ERROR[name] ?? "unavailable";
}

/** The analytics event (a route of the flow without a path) a camera problem raises. */
export const CAMERA_PROBLEM_EVENT = "cameraPermissionDenied";
/** The analytics event of a blank camera feed. */
export const BLANK_FEED_EVENT = "cameraBlankFeedDetected";
