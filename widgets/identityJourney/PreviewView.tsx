/**
 * The preview of the chosen photo (widget spec §2 "Image preview" and "Cropper"): the photo, the
 * question to check it, "Crop to the document" (a frame over the photo, see CropFrameView) or
 * "Undo crop", "Change photo" (retry) and "Upload", which sends the photo cut to the frame when
 * there is one; while the upload runs, its progress line. Below, the attempts left and the example
 * gallery as an info panel (one good photo and three bad ones), to compare the photo with. A
 * selfie and a proof of address have their own question and examples, and no crop: the face, or
 * the page's lines, are found on the whole photo.
 */
import { useEffect, useId, useMemo, useState } from "react";
import { cropPhoto, INITIAL_FRAME, type CropFrame } from "./crop-frame.ts";
import { CropFrameView } from "./CropFrameView.tsx";
import { isPageSubject, type CaptureSubject, type DocumentKind } from "./document-kind.ts";
import { GalleryPanel } from "./ExampleGallery.tsx";
import { JOURNEY_FOCUS } from "./journey-focus.ts";

interface PreviewViewProps {
  t: (key: string, values?: Record<string, string | number>) => string;
  file: File;
  /** The document chosen, which the examples show. */
  document: DocumentKind;
  /** What the photo must show. @default "document" */
  subject?: CaptureSubject;
  attemptsRemaining: number;
  uploading: boolean;
  onRetry: () => void;
  /** Sends the photo: the chosen one, or the part of it inside the crop frame. */
  onUpload: (photo: File) => void;
}

export function PreviewView({
  t,
  file,
  document,
  subject = "document",
  attemptsRemaining,
  uploading,
  onRetry,
  onUpload,
}: PreviewViewProps) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const [frame, setFrame] = useState<CropFrame | undefined>();
  const [cutting, setCutting] = useState(false);
  const hintId = useId();

  const upload = async () => {
    if (!frame) return onUpload(file);
    setCutting(true);
    try {
      onUpload(await cropPhoto(file, frame));
    } catch {
      // A photo the browser cannot cut is sent whole; the checks judge it as it is.
      onUpload(file);
    } finally {
      setCutting(false);
    }
  };

  return (
    <div className="preview-view">
      <h2 tabIndex={-1} {...(uploading ? {} : JOURNEY_FOCUS)}>
        {t("identityJourney:preview.title")}
      </h2>
      <p>
        {t(
          subject === "selfie"
            ? "identityJourney:preview.selfieSubtitle"
            : isPageSubject(subject)
              ? `identityJourney:preview.${subject}Subtitle`
              : "identityJourney:preview.subtitle",
        )}
      </p>
      <div className="crop-area" aria-describedby={frame ? hintId : undefined}>
        <img className="capture-preview" src={url} alt={t("identityJourney:preview.image")} />
        {frame && !uploading ? <CropFrameView t={t} frame={frame} onChange={setFrame} /> : null}
      </div>
      {frame ? (
        <p id={hintId} className="crop-hint">
          {t("identityJourney:preview.cropHint")}
        </p>
      ) : null}
      {uploading ? (
        <p className="capture-status" role="status" tabIndex={-1} {...JOURNEY_FOCUS}>
          <span className="spinner" aria-hidden="true" />
          {t("identityJourney:uploading")}
        </p>
      ) : (
        <div className="capture-actions">
          {subject === "document" ? (
            <button
              type="button"
              className="button"
              onClick={() => setFrame(frame ? undefined : INITIAL_FRAME)}
            >
              {t(frame ? "identityJourney:preview.uncrop" : "identityJourney:preview.crop")}
            </button>
          ) : null}
          <button type="button" className="button" onClick={onRetry}>
            {t("identityJourney:preview.retry")}
          </button>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={cutting || undefined}
            onClick={() => void (cutting ? undefined : upload())}
          >
            {t("identityJourney:preview.upload")}
          </button>
        </div>
      )}
      <p>{t("identityJourney:upload.attemptsRemaining", { count: attemptsRemaining })}</p>
      <GalleryPanel t={t} document={document} subject={subject} />
    </div>
  );
}
