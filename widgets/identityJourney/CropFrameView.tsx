/**
 * The crop frame over the preview's photo: dragged whole or by a corner with a pointer (mouse,
 * pen or finger), or moved with the arrow keys from the frame's or a corner's button (Shift for
 * larger steps). The frame is kept in fractions of the photo, so the photo's size on screen does
 * not matter.
 */
import { useState, type KeyboardEvent, type PointerEvent } from "react";
import { moveCorner, moveFrame, type Corner, type CropFrame } from "./crop-frame.ts";

const CORNERS: readonly Corner[] = ["topLeft", "topRight", "bottomLeft", "bottomRight"];
const STEP = 0.01;
const LARGE_STEP = 0.05;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface CropFrameViewProps {
  t: (key: string) => string;
  frame: CropFrame;
  onChange: (frame: CropFrame) => void;
}

type Handle = Corner | "frame";

const moved = (frame: CropFrame, handle: Handle, dx: number, dy: number) =>
  handle === "frame" ? moveFrame(frame, dx, dy) : moveCorner(frame, handle, dx, dy);

export function CropFrameView({ t, frame, onChange }: CropFrameViewProps) {
  const [drag, setDrag] = useState<
    { handle: Handle; x: number; y: number; from: CropFrame } | undefined
  >();

  const onKeyDown = (handle: Handle) => (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? LARGE_STEP : STEP;
    onChange(moved(frame, handle, arrow[0] * step, arrow[1] * step));
  };

  const onPointerDown = (handle: Handle) => (event: PointerEvent<HTMLElement>) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ handle, x: event.clientX, y: event.clientY, from: frame });
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const area = event.currentTarget.closest(".crop-area")?.getBoundingClientRect();
    if (!drag || !area?.width || !area.height) return;
    const dx = (event.clientX - drag.x) / area.width;
    const dy = (event.clientY - drag.y) / area.height;
    onChange(moved(drag.from, drag.handle, dx, dy));
  };

  const onPointerEnd = () => setDrag(undefined);

  const handlers = (handle: Handle) => ({
    onKeyDown: onKeyDown(handle),
    onPointerDown: onPointerDown(handle),
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
  });

  return (
    <div
      className="crop-frame"
      style={{
        left: `${frame.left * 100}%`,
        top: `${frame.top * 100}%`,
        width: `${(frame.right - frame.left) * 100}%`,
        height: `${(frame.bottom - frame.top) * 100}%`,
      }}
    >
      <button
        type="button"
        className="crop-frame__body"
        aria-label={t("identityJourney:preview.frame")}
        {...handlers("frame")}
      />
      {CORNERS.map((corner) => (
        <button
          key={corner}
          type="button"
          className={`crop-frame__corner crop-frame__corner--${corner}`}
          aria-label={t(`identityJourney:preview.corners.${corner}`)}
          {...handlers(corner)}
        />
      ))}
    </div>
  );
}
