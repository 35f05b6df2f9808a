/**
 * Drawn examples of selfies (widget spec §2: the face-match selfie's gallery, one good photo and
 * three bad ones): the face straight and uncovered, turned away, covered by dark glasses, and
 * blurred. Drawn in SVG like the document examples, in the same frame (ExampleFigure).
 */
import { ExampleFigure } from "./ExampleFigure.tsx";

export type SelfieExampleKind = "good" | "turned" | "covered" | "blurred";

interface SelfieExampleProps {
  kind: SelfieExampleKind;
  /** What the picture shows, for screen readers. */
  label: string;
}

/** A head and shoulders, facing the camera or turned to one side. */
function Face({ turned, blur }: { turned: boolean; blur?: string }) {
  const eyes = turned ? [74, 88] : [68, 92];
  return (
    <g filter={blur ? `url(#${blur})` : undefined}>
      <path d="M36 132 q4 -34 44 -36 q40 2 44 36 z" fill="#5b6f91" />
      <ellipse cx={turned ? 84 : 80} cy="62" rx="26" ry="32" fill="#e8c4a6" />
      <path
        d={turned ? "M58 52 q24 -34 52 -6 q-22 -8 -52 6 z" : "M54 54 q26 -40 52 0 q-26 -14 -52 0 z"}
        fill="#4a3526"
      />
      {eyes.map((x) => (
        <circle key={x} cx={x} cy="62" r="3" fill="#1f3a68" />
      ))}
      <path
        d={turned ? "M78 80 q8 5 14 0" : "M70 80 q10 7 20 0"}
        stroke="#9c4b3b"
        strokeWidth="2.5"
        fill="none"
      />
    </g>
  );
}

export function SelfieExample({ kind, label }: SelfieExampleProps) {
  return (
    <ExampleFigure good={kind === "good"} label={label} blur={2.6}>
      {(blurId) => (
        <>
          {kind === "turned" ? (
            <g transform="translate(80 68) skewX(-14) scale(0.9 1) translate(-80 -68)">
              <Face turned />
            </g>
          ) : (
            <Face turned={false} blur={kind === "blurred" ? blurId : undefined} />
          )}
          {kind === "covered" ? (
            <g fill="#15191c">
              <rect x="58" y="54" width="20" height="14" rx="4" />
              <rect x="82" y="54" width="20" height="14" rx="4" />
              <rect x="76" y="58" width="8" height="3" />
            </g>
          ) : null}
        </>
      )}
    </ExampleFigure>
  );
}
