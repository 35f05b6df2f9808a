/**
 * The instructions popup's carousel (onboarding spec §2, §9): one good and three bad examples,
 * 1.3 slides in view with 20 px between them. It scrolls sideways by touch; by keys, the region
 * takes focus and the arrow keys scroll it, and "previous" and "next" move one slide.
 */
import { useRef } from "react";
import { DocumentExample, type ExampleKind } from "../DocumentExample.tsx";
import type { DocumentKind } from "../document-kind.ts";

interface ExampleCarouselProps {
  t: (key: string) => string;
  slides: readonly ExampleKind[];
  document: DocumentKind;
}

export function ExampleCarousel({ t, slides, document }: ExampleCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const move = (direction: 1 | -1) => {
    const element = track.current;
    const slide = element?.querySelector<HTMLElement>(".example-carousel__slide");
    if (!element || !slide) return;
    const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
    element.scrollBy({ left: direction * (slide.offsetWidth + gap), behavior: "smooth" });
  };
  return (
    <div className="example-carousel">
      <div
        ref={track}
        className="example-carousel__track"
        role="region"
        aria-roledescription="carousel"
        aria-label={t("identityJourney:camera.instructions.carousel")}
        tabIndex={0}
      >
        {slides.map((kind, index) => (
          <div
            key={kind}
            className="example-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
          >
            <DocumentExample
              kind={kind}
              document={document}
              label={t(`identityJourney:camera.instructions.slides.${kind}`)}
            />
          </div>
        ))}
      </div>
      <div className="example-carousel__buttons">
        <button type="button" className="button" onClick={() => move(-1)}>
          {t("identityJourney:camera.instructions.previous")}
        </button>
        <button type="button" className="button" onClick={() => move(1)}>
          {t("identityJourney:camera.instructions.next")}
        </button>
      </div>
    </div>
  );
}
