/**
 * The instructions popup of the phone's camera (onboarding spec §2 "Upload document (mobile)"):
 * the carousel of examples, one good and three bad, and a button to close it. The Polish page
 * shows other examples (onboarding spec: "examples differ for the Polish locale"): the mistakes
 * Polish identity cards are most often refused for (covered, at an angle); elsewhere the ones
 * the live hints name (glare, too far).
 */
import { Dialog } from "../../../src/engine/index.ts";
import type { ExampleKind } from "../DocumentExample.tsx";
import type { DocumentKind } from "../document-kind.ts";
import { ExampleCarousel } from "./ExampleCarousel.tsx";

const SLIDES: Record<"pl" | "other", readonly ExampleKind[]> = {
  pl: ["good", "covered", "wrongAngle", "blurred"],
  other: ["good", "glare", "far", "blurred"],
};

/** The examples of a page's language. */
export const instructionSlides = (language: string): readonly ExampleKind[] =>
  SLIDES[language === "pl" ? "pl" : "other"];

interface InstructionsPopupProps {
  t: (key: string) => string;
  language: string;
  document: DocumentKind;
  onClose: () => void;
}

export function InstructionsPopup({ t, language, document, onClose }: InstructionsPopupProps) {
  return (
    <Dialog
      title={t("identityJourney:camera.instructions.title")}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t("identityJourney:camera.instructions.close")}
        </button>
      }
    >
      <ExampleCarousel t={t} slides={instructionSlides(language)} document={document} />
    </Dialog>
  );
}
