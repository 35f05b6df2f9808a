/**
 * Drawn examples of a proof-of-address photo (widget spec §2: the address section's gallery,
 * one good photo and three bad ones): the whole page upright and sharp, the page at an angle
 * with a corner out of the picture, the name and address covered by a hand, and blurred. Drawn
 * in SVG like the other examples, in the same frame (ExampleFigure).
 */
import { ExampleFigure } from "./ExampleFigure.tsx";

export type AddressProofExampleKind = "good" | "wrongAngle" | "covered" | "blurred";

interface AddressProofExampleProps {
  kind: AddressProofExampleKind;
  /** What the picture shows, for screen readers. */
  label: string;
}

/** An A4 page: the sender's heading, the holder's name and address block, lines of text. */
function Page({ blur }: { blur?: string }) {
  return (
    <g filter={blur ? `url(#${blur})` : undefined}>
      <rect x="52" y="14" width="64" height="108" rx="2" fill="#ffffff" stroke="#7d8a92" />
      <rect x="58" y="22" width="28" height="5" rx="1" fill="#1d4f91" />
      <g fill="#15191c">
        <rect x="58" y="34" width="24" height="3" rx="1" />
        <rect x="58" y="40" width="20" height="2.5" rx="1" />
        <rect x="58" y="45" width="22" height="2.5" rx="1" />
      </g>
      <rect x="92" y="34" width="18" height="3" rx="1" fill="#4d5f66" />
      <g fill="#9aa5ab">
        {[58, 66, 74, 82, 90, 98, 106].map((y) => (
          <rect key={y} x="58" y={y} width={y % 16 === 2 ? 40 : 52} height="2.5" rx="1" />
        ))}
      </g>
    </g>
  );
}

export function AddressProofExample({ kind, label }: AddressProofExampleProps) {
  return (
    <ExampleFigure good={kind === "good"} label={label} blur={2.2}>
      {(blurId) => (
        <>
          {kind === "wrongAngle" ? (
            <g transform="translate(84 68) rotate(-22) skewX(8) translate(-84 -68) translate(8 2)">
              <Page />
            </g>
          ) : (
            <Page blur={kind === "blurred" ? blurId : undefined} />
          )}
          {kind === "covered" ? (
            <path
              d="M50 58 q6 -20 20 -24 q10 -2 14 6 l8 -2 q6 0 4 8 l-6 20 q-10 8 -26 6 z"
              fill="#d9a98a"
              stroke="#a9745a"
            />
          ) : null}
        </>
      )}
    </ExampleFigure>
  );
}
