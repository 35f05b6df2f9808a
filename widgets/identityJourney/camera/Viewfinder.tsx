/**
 * A camera view's live picture in its dark frame, named for screen readers, with what the view
 * draws over it (the document's frame, the face's oval, the loading sweep).
 */
import type { ReactNode, RefObject } from "react";

interface ViewfinderProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The picture's accessible name. */
  label: string;
  /** A class of the view's own beside the frame's. */
  className?: string;
  children?: ReactNode;
}

export function Viewfinder({ videoRef, label, className, children }: ViewfinderProps) {
  return (
    <div className={className ? `camera-view__frame ${className}` : "camera-view__frame"}>
      <video ref={videoRef} aria-label={label} playsInline muted autoPlay />
      {children}
    </div>
  );
}
