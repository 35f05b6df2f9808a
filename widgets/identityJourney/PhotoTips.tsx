/**
 * The photo tips (spec: photo-tips screen): a slider of one good and the bad examples of the
 * document chosen (a document on its side, a blurred photo and, with a camera, the phone held
 * sideways), 2.2 slides in view with a 10 px gap, "Previous" and "Next" under it for a mouse, and
 * the tips below. On its own page the
 * button locks the page for 1000 ms and then continues; as a popup it has only Close. With a
 * camera (the phone) the tips speak of the photo taken automatically and the button is "Let's
 * take picture"; with files (the desktop) they speak of the photo to choose, and the button
 * goes on to the upload.
 */
import { useEffect, useRef, useState } from "react";
import type { ExampleKind } from "./DocumentExample.tsx";
import { ExampleSlides } from "./ExampleSlides.tsx";
import { SlideButtons } from "./SlideButtons.tsx";
import type { DocumentKind } from "./document-kind.ts";

/** How long "Let's take picture" keeps the page locked before it continues (spec §9). */
export const TAKE_PICTURE_LOCK_MS = 1000;

/** The examples by the way the photo is made: only a camera can be held sideways. */
const SLIDES: Readonly<Record<PhotoTipsProps["source"], readonly ExampleKind[]>> = {
  camera: ["good", "horizontalDocument", "blurred", "horizontalDevice"],
  files: ["good", "horizontalDocument", "blurred"],
};
/** The tips' texts by the way the photo is made: `identityJourney:tips.<source>.<tip>`. */
const TIPS = {
  camera: ["fillFrame", "autoCapture", "dontCover"],
  files: ["fillFrame", "sharp", "dontCover"],
} as const;

interface PhotoTipsProps {
  t: (key: string) => string;
  document: DocumentKind;
  /** How the photo is made: the phone's camera, or a file chosen on the desktop. */
  source: "camera" | "files";
  /** Full page: "Let's take picture" continues. Popup: only Close. */
  mode: "page" | "popup";
  onContinue?: () => void;
  onClose?: () => void;
}

export function PhotoTips({ t, document, source, mode, onContinue, onClose }: PhotoTipsProps) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const slider = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  const takePicture = () => {
    if (locked) return;
    setLocked(true);
    timer.current = setTimeout(() => onContinue?.(), TAKE_PICTURE_LOCK_MS);
  };
  return (
    <div className="photo-tips" aria-busy={locked || undefined}>
      <ExampleSlides
        ref={slider}
        className="photo-tips__slider"
        slideClassName="photo-tips__slide"
        label={t("identityJourney:tips.examples")}
        slides={SLIDES[source]}
        slideLabel={(kind) => t(`identityJourney:tips.slides.${kind}`)}
        document={document}
      />
      <SlideButtons
        track={slider}
        className="photo-tips__buttons"
        previous={t("identityJourney:tips.previous")}
        next={t("identityJourney:tips.next")}
      />
      <ul className="photo-tips__list">
        {TIPS[source].map((tip) => (
          <li key={tip}>{t(`identityJourney:tips.${source}.${tip}`)}</li>
        ))}
      </ul>
      {mode === "page" ? (
        <>
          <p>{t(`identityJourney:tips.${source}.ready`)}</p>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={locked || undefined}
            onClick={takePicture}
          >
            {t(`identityJourney:tips.${source}.continue`)}
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
