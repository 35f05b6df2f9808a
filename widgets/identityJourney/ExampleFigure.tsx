/**
 * What every drawn example of a photo shares: the figure, its ground (green for a good photo, red
 * for a bad one), the tick or cross in its corner, a blur filter the drawing may use, and the
 * caption screen readers read as its name.
 */
import { useId, type ReactNode } from "react";

interface ExampleFigureProps {
  good: boolean;
  /** Classes besides `document-example` and its good or bad modifier. */
  className?: string;
  label: string;
  /** The drawing, given the id of the blur filter (`url(#id)`). */
  children: (blurId: string) => ReactNode;
  /** The blur filter's strength. */
  blur: number;
}

export function ExampleFigure({ good, className, label, children, blur }: ExampleFigureProps) {
  const id = useId().replace(/:/g, "");
  const blurId = `${id}-blur`;
  return (
    <figure
      className={`document-example document-example--${good ? "good" : "bad"}${className ? ` ${className}` : ""}`}
    >
      <svg viewBox="0 0 160 136" role="img" aria-labelledby={`${id}-caption`}>
        <defs>
          <filter id={blurId}>
            <feGaussianBlur stdDeviation={blur} />
          </filter>
        </defs>
        <rect width="160" height="136" rx="10" fill={good ? "#e3f3e7" : "#fbe6e6"} />
        {children(blurId)}
        <circle cx="140" cy="20" r="11" fill={good ? "#1d7a3a" : "#b3261e"} />
        <path
          d={good ? "M134 20 l4 4 l8 -9" : "M135 15 l10 10 M145 15 l-10 10"}
          stroke="#fff"
          strokeWidth="3"
          fill="none"
        />
      </svg>
      <figcaption id={`${id}-caption`}>{label}</figcaption>
    </figure>
  );
}
