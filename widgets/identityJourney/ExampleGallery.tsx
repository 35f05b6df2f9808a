/**
 * The example gallery of the file upload and the preview (widget spec §2): one good photo and
 * the usual mistakes of the document chosen or of a proof of address (wrong angle or corners
 * missing, covered, blurred) or of a selfie (turned away, glasses or covered, blurred), shown as a list, or as an info panel
 * that its button opens and Close shuts.
 */
import { useId, useRef, useState } from "react";
import { DocumentExample } from "./DocumentExample.tsx";
import { isPageSubject, type CaptureSubject, type DocumentKind } from "./document-kind.ts";
import { PageExample } from "./PageExample.tsx";
import { SelfieExample } from "./SelfieExample.tsx";

const GALLERY = ["good", "wrongAngle", "covered", "blurred"] as const;
const SELFIE_GALLERY = ["good", "turned", "covered", "blurred"] as const;

interface GalleryProps {
  t: (key: string) => string;
  document: DocumentKind;
  /** What the photo shows: the document (by default), a proof of address or the client's face. */
  subject?: CaptureSubject;
}

export function Gallery({ t, document, subject = "document" }: GalleryProps) {
  if (subject === "selfie")
    return (
      <ul className="example-gallery">
        {SELFIE_GALLERY.map((kind) => (
          <li key={kind}>
            <SelfieExample kind={kind} label={t(`identityJourney:upload.selfieGallery.${kind}`)} />
          </li>
        ))}
      </ul>
    );
  if (isPageSubject(subject))
    return (
      <ul className="example-gallery">
        {GALLERY.map((kind) => (
          <li key={kind}>
            <PageExample
              page={subject}
              kind={kind}
              label={t(`identityJourney:upload.gallery.${kind}`)}
            />
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="example-gallery">
      {GALLERY.map((kind) => (
        <li key={kind}>
          <DocumentExample
            kind={kind}
            document={document}
            label={t(`identityJourney:upload.gallery.${kind}`)}
          />
        </li>
      ))}
    </ul>
  );
}

/** The gallery behind its button: Close shuts it and gives the button its focus back. */
export function GalleryPanel({ t, document, subject }: GalleryProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useId();
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button button--link"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
      >
        {t("identityJourney:upload.gallery.title")}
      </button>
      <div id={panel} className="info-panel" hidden={!open}>
        {open ? (
          <>
            <Gallery t={t} document={document} subject={subject} />
            <button
              type="button"
              className="button"
              onClick={() => {
                setOpen(false);
                opener.current?.focus();
              }}
            >
              {t("identityJourney:tips.close")}
            </button>
          </>
        ) : null}
      </div>
    </>
  );
}
