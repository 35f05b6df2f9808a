/**
 * The instructions popup's carousel (onboarding spec §2, §9): one good and three bad examples,
 * 1.3 slides in view with 20 px between them. It scrolls sideways by touch; by keys, the region
 * takes focus and the arrow keys scroll it, and "previous" and "next" move one slide.
 */
import { useRef } from "react";
import type { ExampleKind } from "../DocumentExample.tsx";
import { ExampleSlides } from "../ExampleSlides.tsx";
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
      <ExampleSlides
        ref={track}
        className="example-carousel__track"
        slideClassName="example-carousel__slide"
        label={t("identityJourney:camera.instructions.carousel")}
        slides={slides}
        slideLabel={(kind) => t(`identityJourney:camera.instructions.slides.${kind}`)}
        document={document}
      />
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
