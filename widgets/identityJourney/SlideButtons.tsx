/**
 * "Previous" and "Next" under a row of slides: each moves the row by one slide, so a mouse
 * reaches every slide without a touch swipe or a sideways wheel.
 */
import type { RefObject } from "react";

interface SlideButtonsProps {
  /** The scrolling row of slides. */
  track: RefObject<HTMLDivElement | null>;
  previous: string;
  next: string;
  className?: string;
}

/** Scrolls the row by one slide (its first child's width and the row's gap) either way. */
export function slideBy(track: HTMLElement | null, direction: 1 | -1): void {
  const slide = track?.firstElementChild;
  if (!track || !(slide instanceof HTMLElement)) return;
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  track.scrollBy({ left: direction * (slide.offsetWidth + gap), behavior: "smooth" });
}

export function SlideButtons({ track, previous, next, className }: SlideButtonsProps) {
  return (
    <div className={className}>
      <button type="button" className="button" onClick={() => slideBy(track.current, -1)}>
        {previous}
      </button>
      <button type="button" className="button" onClick={() => slideBy(track.current, 1)}>
        {next}
      </button>
    </div>
  );
}
