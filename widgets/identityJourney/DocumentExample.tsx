/**
 * Drawn examples of document photos (spec: photo tips, example galleries): the good one and the
 * usual mistakes, of the document chosen (an identity card, or a passport open at its photo
 * page). Drawn in SVG so they need no image files and scale with the page.
 */
import type { ReactNode } from "react";
import { ExampleFigure } from "./ExampleFigure.tsx";
import type { DocumentKind } from "./document-kind.ts";

export type ExampleKind =
  | "good"
  | "wrongAngle"
  | "covered"
  | "blurred"
  | "horizontalDocument"
  | "horizontalDevice"
  | "glare"
  | "far";

interface DocumentExampleProps {
  kind: ExampleKind;
  /** The document drawn: a card unless a passport was chosen. */
  document: DocumentKind;
  /** What the picture shows, for screen readers. */
  label: string;
}

function Card({ blur }: { blur?: string }) {
  return (
    <g filter={blur ? `url(#${blur})` : undefined}>
      <rect
        x="20"
        y="30"
        width="120"
        height="76"
        rx="6"
        fill="#f4f6fb"
        stroke="#1f3a68"
        strokeWidth="2"
      />
      <rect x="30" y="42" width="28" height="36" rx="2" fill="#9fb3d1" />
      <rect x="66" y="44" width="60" height="6" fill="#1f3a68" />
      <rect x="66" y="56" width="48" height="5" fill="#5b6f91" />
      <rect x="66" y="66" width="54" height="5" fill="#5b6f91" />
      <rect x="30" y="88" width="100" height="4" fill="#1f3a68" />
      <rect x="30" y="96" width="100" height="4" fill="#1f3a68" />
    </g>
  );
}

/** A passport open at its photo page: the page above, the photo page with its two zone lines. */
function Passport({ blur }: { blur?: string }) {
  return (
    <g filter={blur ? `url(#${blur})` : undefined} transform="translate(-6 0)">
      <rect
        x="24"
        y="14"
        width="112"
        height="108"
        rx="5"
        fill="#f4f6fb"
        stroke="#1f3a68"
        strokeWidth="2"
      />
      <line x1="24" y1="64" x2="136" y2="64" stroke="#1f3a68" strokeWidth="1.5" />
      <rect x="40" y="24" width="80" height="4" fill="#c9d3e6" />
      <rect x="40" y="34" width="64" height="4" fill="#c9d3e6" />
      <rect x="32" y="70" width="26" height="32" rx="2" fill="#9fb3d1" />
      <rect x="64" y="72" width="60" height="5" fill="#1f3a68" />
      <rect x="64" y="82" width="48" height="4" fill="#5b6f91" />
      <rect x="64" y="91" width="54" height="4" fill="#5b6f91" />
      <rect x="32" y="107" width="96" height="3" fill="#1f3a68" />
      <rect x="32" y="113" width="96" height="3" fill="#1f3a68" />
    </g>
  );
}

export function DocumentExample({ kind, document, label }: DocumentExampleProps) {
  const drawn = (blur?: string): ReactNode => {
    const blurred = blur ? { blur } : {};
    return document === "passport" ? <Passport {...blurred} /> : <Card {...blurred} />;
  };
  return (
    <ExampleFigure
      good={kind === "good"}
      className={`document-example--${document}`}
      label={label}
      blur={2.4}
    >
      {(blurId) => (
        <>
          {kind === "wrongAngle" ? (
            <g transform="translate(80 68) skewX(-22) scale(0.85 0.7) translate(-80 -68)">
              {drawn()}
            </g>
          ) : kind === "far" ? (
            <g transform="translate(80 68) scale(0.45) translate(-80 -68)">{drawn()}</g>
          ) : kind === "horizontalDocument" ? (
            <g transform="rotate(90 80 68) scale(0.8) translate(20 17)">{drawn()}</g>
          ) : kind === "horizontalDevice" ? (
            // The phone held sideways: its screen in landscape, the document turned on it.
            <>
              <rect
                x="10"
                y="36"
                width="132"
                height="88"
                rx="12"
                fill="#ffffff"
                stroke="#1f3a68"
                strokeWidth="3"
              />
              <circle cx="20" cy="80" r="3" fill="#1f3a68" />
              <g transform="translate(80 80) rotate(90) scale(0.52) translate(-80 -68)">
                {drawn()}
              </g>
            </>
          ) : (
            drawn(kind === "blurred" ? blurId : undefined)
          )}
          {kind === "glare" ? (
            <ellipse cx="92" cy="62" rx="34" ry="22" fill="#ffffff" opacity="0.92" />
          ) : null}
          {kind === "covered" ? (
            <path
              d="M96 70 q18 -14 34 0 v52 h-34 z"
              fill="#d9a27e"
              stroke="#9c6b4b"
              strokeWidth="2"
            />
          ) : null}
        </>
      )}
    </ExampleFigure>
  );
}
