/**
 * Drawn examples of a photo of a page (widget spec §2: the address and health-certificate
 * sections' galleries, one good photo and three bad ones): the whole page upright and sharp, the
 * page at an angle with a corner out of the picture, the page covered by a hand, and blurred. A
 * proof of address shows the holder's name and address block; a health certificate, its QR code.
 * Drawn in SVG like the other examples, in the same frame (ExampleFigure).
 */
import type { PageSubject } from "./document-kind.ts";
import { ExampleFigure } from "./ExampleFigure.tsx";

export type PageExampleKind = "good" | "wrongAngle" | "covered" | "blurred";

interface PageExampleProps {
  page: PageSubject;
  kind: PageExampleKind;
  /** What the picture shows, for screen readers. */
  label: string;
}

/** A letter's holder block and lines of text. */
function LetterContent() {
  return (
    <>
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
    </>
  );
}

/** A QR code's look: three finder squares and a scatter of modules between them. */
const MODULES = [
  [4, 0],
  [6, 1],
  [5, 3],
  [8, 0],
  [9, 2],
  [4, 5],
  [7, 5],
  [9, 4],
  [0, 8],
  [2, 9],
  [1, 6],
  [5, 7],
  [6, 8],
  [8, 6],
  [9, 9],
  [4, 9],
  [7, 7],
  [3, 4],
  [6, 4],
  [8, 8],
] as const;

function CertificateContent() {
  const cell = 3.2;
  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width={cell * 3} height={cell * 3} fill="#15191c" />
      <rect x={x + 1} y={y + 1} width={cell * 3 - 2} height={cell * 3 - 2} fill="#ffffff" />
      <rect x={x + cell} y={y + cell} width={cell} height={cell} fill="#15191c" />
    </g>
  );
  const left = 68;
  const top = 48;
  return (
    <>
      <rect x="58" y="34" width="34" height="3" rx="1" fill="#15191c" />
      <rect x="58" y="40" width="26" height="2.5" rx="1" fill="#4d5f66" />
      {finder(left, top)}
      {finder(left + cell * 7, top)}
      {finder(left, top + cell * 7)}
      <g fill="#15191c">
        {MODULES.map(([x, y]) => (
          <rect
            key={`${x}-${y}`}
            x={left + x * cell}
            y={top + y * cell}
            width={cell}
            height={cell}
          />
        ))}
      </g>
      <rect x="58" y="90" width="48" height="2.5" rx="1" fill="#9aa5ab" />
    </>
  );
}

/** An A4 page with its sender's heading. */
function Page({ page, blur }: { page: PageSubject; blur?: string }) {
  return (
    <g filter={blur ? `url(#${blur})` : undefined}>
      <rect x="52" y="14" width="64" height="108" rx="2" fill="#ffffff" stroke="#7d8a92" />
      <rect x="58" y="22" width="28" height="5" rx="1" fill="#1d4f91" />
      {page === "healthPass" ? <CertificateContent /> : <LetterContent />}
    </g>
  );
}

export function PageExample({ page, kind, label }: PageExampleProps) {
  return (
    <ExampleFigure good={kind === "good"} label={label} blur={2.2}>
      {(blurId) => (
        <>
          {kind === "wrongAngle" ? (
            <g transform="translate(84 68) rotate(-22) skewX(8) translate(-84 -68) translate(8 2)">
              <Page page={page} />
            </g>
          ) : (
            <Page page={page} blur={kind === "blurred" ? blurId : undefined} />
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
