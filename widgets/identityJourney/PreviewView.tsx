/**
 * The preview of the chosen photo (widget spec §2 "Image preview"): the photo, the question to
 * check it, "Change photo" (retry) and "Upload"; while the upload runs, its progress line.
 */
import { useEffect, useMemo } from "react";

interface PreviewViewProps {
  t: (key: string) => string;
  file: File;
  uploading: boolean;
  onRetry: () => void;
  onUpload: () => void;
}

export function PreviewView({ t, file, uploading, onRetry, onUpload }: PreviewViewProps) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className="preview-view">
      <h2>{t("identityJourney:preview.title")}</h2>
      <p>{t("identityJourney:preview.subtitle")}</p>
      <img className="capture-preview" src={url} alt={t("identityJourney:preview.image")} />
      {uploading ? (
        <p className="capture-status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t("identityJourney:uploading")}
        </p>
      ) : (
        <div className="capture-actions">
          <button type="button" className="button" onClick={onRetry}>
            {t("identityJourney:preview.retry")}
          </button>
          <button type="button" className="button button--primary" onClick={onUpload}>
            {t("identityJourney:preview.upload")}
          </button>
        </div>
      )}
    </div>
  );
}
