/**
 * The photo tips (spec: photo-tips screen): a slider of one good and two bad examples, 2.2 slides
 * in view with a 10 px gap, and the tips below. On its own page, "Let's take picture" locks the
 * page for 1000 ms and then continues; as a popup it has only Close.
 */
import { useEffect, useRef, useState } from "react";
import { DocumentExample, type ExampleKind } from "./DocumentExample.tsx";

/** How long "Let's take picture" keeps the page locked before it continues (spec §9). */
export const TAKE_PICTURE_LOCK_MS = 1000;

const SLIDES: readonly ExampleKind[] = ["good", "horizontalDocument", "blurred"];
const TIPS = ["fillFrame", "autoCapture", "dontCover"] as const;

interface PhotoTipsProps {
  t: (key: string) => string;
  /** Full page: "Let's take picture" continues. Popup: only Close. */
  mode: "page" | "popup";
  onContinue?: () => void;
  onClose?: () => void;
}

export function PhotoTips({ t, mode, onContinue, onClose }: PhotoTipsProps) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const takePicture = () => {
    if (locked) return;
    setLocked(true);
    timer.current = setTimeout(() => onContinue?.(), TAKE_PICTURE_LOCK_MS);
  };
  return (
    <div className="photo-tips" aria-busy={locked || undefined}>
      {/* A carousel: it takes focus, so the arrow keys scroll it. */}
      <div
        className="photo-tips__slider"
        role="region"
        aria-roledescription="carousel"
        aria-label={t("identityJourney:tips.examples")}
        tabIndex={0}
      >
        {SLIDES.map((kind, index) => (
          <div
            key={kind}
            className="photo-tips__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${SLIDES.length}`}
          >
            <DocumentExample kind={kind} label={t(`identityJourney:tips.slides.${kind}`)} />
          </div>
        ))}
      </div>
      <ul className="photo-tips__list">
        {TIPS.map((tip) => (
          <li key={tip}>{t(`identityJourney:tips.${tip}`)}</li>
        ))}
      </ul>
      {mode === "page" ? (
        <>
          <p>{t("identityJourney:tips.ready")}</p>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={locked || undefined}
            onClick={takePicture}
          >
            {t("identityJourney:tips.takePicture")}
          </button>
        </>
      ) : (
        <button type="button" className="button" onClick={onClose}>
          {t("identityJourney:tips.close")}
        </button>
      )}
    </div>
  );
}
