/**
 * A row of document examples as a carousel region, one slide each: the photo tips' slider and the
 * camera instructions' carousel. The region takes focus, so the arrow keys scroll it; the
 * caller's classes set how many slides are in view and the gap between them.
 */
import type { Ref } from "react";
import { DocumentExample, type ExampleKind } from "./DocumentExample.tsx";
import type { DocumentKind } from "./document-kind.ts";

interface ExampleSlidesProps {
  className: string;
  slideClassName: string;
  label: string;
  slides: readonly ExampleKind[];
  slideLabel: (kind: ExampleKind) => string;
  document: DocumentKind;
  ref?: Ref<HTMLDivElement>;
}

export function ExampleSlides({
  className,
  slideClassName,
  label,
  slides,
  slideLabel,
  document,
  ref,
}: ExampleSlidesProps) {
  return (
    <div
      ref={ref}
      className={className}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
    >
      {slides.map((kind, index) => (
        <div
          key={kind}
          className={slideClassName}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} / ${slides.length}`}
        >
          <DocumentExample kind={kind} document={document} label={slideLabel(kind)} />
        </div>
      ))}
    </div>
  );
}
