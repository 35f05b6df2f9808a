/**
 * A camera view's live picture in its dark frame, named for screen readers, with what the view
 * draws over it (the document's frame, the face's oval, the loading sweep).
 *
 * The frame keeps the camera's shape while nothing plays: from the stream's settings before its
 * first frame, and the last camera's while the next one starts (camera.css holds the shape asked
 * for before any camera answers), so what lies below it does not move under a finger.
 */
import { useState, type ReactNode, type RefObject } from "react";

interface ViewfinderProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The picture's accessible name. */
  label: string;
  /** The camera the video plays, once open. */
  stream?: MediaStream | undefined;
  /** A class of the view's own beside the frame's. */
  className?: string;
  children?: ReactNode;
}

/** The shape of the stream's picture as CSS writes a ratio ("1280 / 960"), once the camera says. */
function shapeOf(stream: MediaStream | undefined): string | undefined {
  for (const track of stream?.getTracks() ?? []) {
    if (track.kind !== "video") continue;
    const { width, height } = track.getSettings();
    if (width && height) return `${width} / ${height}`;
  }
  return undefined;
}

export function Viewfinder({ videoRef, label, stream, className, children }: ViewfinderProps) {
  const [lastShape, setLastShape] = useState<string>();
  const shape = shapeOf(stream);
  if (shape && shape !== lastShape) setLastShape(shape);
  const kept = shape ?? lastShape;
  return (
    <div className={className ? `camera-view__frame ${className}` : "camera-view__frame"}>
      <video
        ref={videoRef}
        aria-label={label}
        playsInline
        muted
        autoPlay
        style={kept ? { aspectRatio: `auto ${kept}` } : undefined}
      />
      {children}
    </div>
  );
}
