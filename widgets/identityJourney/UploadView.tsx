/**
 * The manual file-upload view (widget spec §2): which side of the document is asked for, the
 * proof of address with what it must show and the kinds accepted, or the face-match selfie with
 * what it is for, a drop area and a "choose a file" button, the supported types and the largest
 * size, the example gallery of the document, the page or the selfie (one good photo, three bad), the attempts remaining and what went wrong with the last file.
 * On a phone the gallery is an info panel that its button opens and Close shuts; on a computer it
 * is always shown. On a touch screen (no mouse to drag with) the button chooses or takes a photo
 * (a selfie with the front camera) and nothing speaks of dragging and dropping.
 * The button opens the file chooser with Enter and Space alike; the file input itself stays out
 * of the way.
 */
import { useRef, useState, type DragEvent } from "react";
import { Gallery, GalleryPanel } from "./ExampleGallery.tsx";
import { isPageSubject, type CaptureSubject, type DocumentKind } from "./document-kind.ts";
import { widgetMaxMegabytes } from "./file-types.ts";
import { JOURNEY_FOCUS, PROBLEM_FOCUS } from "./journey-focus.ts";

interface UploadViewProps {
  t: (key: string, values?: Record<string, string | number>) => string;
  side: "FRONT" | "BACK";
  document: DocumentKind;
  /** What the photo must show. @default "document" */
  subject?: CaptureSubject;
  /** A proof of address's: how recent the page must be, in months. @default 3 */
  issuedWithinMonths?: number;
  attemptsRemaining: number;
  /** A message about the last file or upload, shown as an alert. */
  problem: string | undefined;
  busy: boolean;
  onFile: (file: File) => void;
  /** The gallery as an info panel that opens and closes (the phone), not always shown. */
  galleryAsPanel?: boolean;
  /** The page's language as Intl names it ("pl", "uk"), for the size limit. */
  locale: string;
  /** A touch screen is the main pointer. @default what the browser says of its pointer */
  touch?: boolean;
}

/** The browser's main pointer is a finger (a phone, a tablet), not a mouse. */
const coarsePointer = (): boolean =>
  typeof window.matchMedia === "function" && window.matchMedia("(pointer: coarse)").matches;

export function UploadView({
  t,
  side,
  document,
  subject = "document",
  issuedWithinMonths = 3,
  attemptsRemaining,
  problem,
  busy,
  onFile,
  galleryAsPanel = false,
  locale,
  touch = coarsePointer(),
}: UploadViewProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const selfie = subject === "selfie";
  const page = isPageSubject(subject) ? subject : undefined;
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <div className="upload-view">
      <h2 tabIndex={-1} {...JOURNEY_FOCUS}>
        {t(
          selfie
            ? "identityJourney:upload.selfie.title"
            : page
              ? `identityJourney:upload.${page}.title`
              : `identityJourney:upload.sides.${document}.${side}`,
        )}
      </h2>
      {selfie ? <p>{t("identityJourney:upload.selfie.subtitle")}</p> : null}
      {page === "addressProof" ? (
        <>
          <p>{t("identityJourney:upload.addressProof.subtitle", { count: issuedWithinMonths })}</p>
          <p>{t("identityJourney:upload.addressProof.kinds")}</p>
        </>
      ) : null}
      {page === "healthPass" ? <p>{t("identityJourney:upload.healthPass.subtitle")}</p> : null}
      {problem ? (
        <p className="notice notice--error" role="alert" tabIndex={-1} {...PROBLEM_FOCUS}>
          {problem}
        </p>
      ) : null}
      <div
        className={`drop-zone${over ? " drop-zone--over" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        {touch ? null : <p>{t("identityJourney:upload.dropHere")}</p>}
        <input
          ref={input}
          type="file"
          hidden
          accept=".jpg,.jpeg,.png,.gif,.heic,.heif,.avif,.pdf,image/*,application/pdf"
          // A phone offers its front camera for a selfie.
          {...(selfie && touch ? { capture: "user" } : {})}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onFile(file);
          }}
        />
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) input.current?.click();
          }}
        >
          {t(
            !touch
              ? "identityJourney:upload.chooseFile"
              : selfie
                ? "identityJourney:upload.selfie.chooseFileTouch"
                : "identityJourney:upload.chooseFileTouch",
          )}
        </button>
        <p>{t("identityJourney:upload.supportedTypes")}</p>
        <p>
          {t("identityJourney:upload.sizeLimit", { size: widgetMaxMegabytes(locale) })}{" "}
          {t("identityJourney:upload.maxSize")}
        </p>
      </div>
      <p>{t("identityJourney:upload.attemptsRemaining", { count: attemptsRemaining })}</p>
      {galleryAsPanel ? (
        <GalleryPanel t={t} document={document} subject={subject} />
      ) : (
        <>
          <h3>{t("identityJourney:upload.gallery.title")}</h3>
          <Gallery t={t} document={document} subject={subject} />
        </>
      )}
    </div>
  );
}
