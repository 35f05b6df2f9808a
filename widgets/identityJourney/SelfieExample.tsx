/**
 * Drawn examples of selfies (widget spec §2: the face-match selfie's gallery, one good photo and
 * three bad ones): the face straight and uncovered, turned away, covered by dark glasses, and
 * blurred. Drawn in SVG like the document examples, with the same frame and mark.
 */
import { useId } from "react";

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
  const id = useId().replace(/:/g, "");
  const blurId = `${id}-blur`;
  const good = kind === "good";
  return (
    <figure className={`document-example document-example--${good ? "good" : "bad"}`}>
      <svg viewBox="0 0 160 136" role="img" aria-labelledby={`${id}-caption`}>
        <defs>
          <filter id={blurId}>
            <feGaussianBlur stdDeviation="2.6" />
          </filter>
        </defs>
        <rect width="160" height="136" rx="10" fill={good ? "#e3f3e7" : "#fbe6e6"} />
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
