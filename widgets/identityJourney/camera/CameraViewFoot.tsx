/**
 * The foot of the page and selfie cameras: the attempts left, the two ways on besides the
 * shutter (help, and the file upload instead of the camera), and the help dialog, whose body the
 * camera gives. The view keeps whether help is open: it pauses its own work while it is.
 */
import type { ReactNode } from "react";
import { Dialog } from "../../../src/engine/index.ts";

interface CameraViewFootProps {
  t: (key: string, values?: Record<string, string | number>) => string;
  attemptsRemaining: number;
  /** The locale keys of the help button, the file upload's button and the help dialog's title. */
  keys: { help: string; useFiles: string; title: string };
  helpOpen: boolean;
  onHelp: (open: boolean) => void;
  onUseFiles: () => void;
  /** What the help dialog says. */
  children: ReactNode;
}

export function CameraViewFoot({
  t,
  attemptsRemaining,
  keys,
  helpOpen,
  onHelp,
  onUseFiles,
  children,
}: CameraViewFootProps) {
  return (
    <>
      <p>{t("identityJourney:upload.attemptsRemaining", { count: attemptsRemaining })}</p>
      <div className="capture-actions">
        <button type="button" className="button" onClick={() => onHelp(true)}>
          {t(keys.help)}
        </button>
        <button type="button" className="button" onClick={onUseFiles}>
          {t(keys.useFiles)}
        </button>
      </div>
      {helpOpen ? (
        <Dialog
          title={t(keys.title)}
          onClose={() => onHelp(false)}
          actions={
            <button type="button" className="button" onClick={() => onHelp(false)}>
              {t("identityJourney:camera.tips.close")}
            </button>
          }
        >
          {children}
        </Dialog>
      ) : null}
    </>
  );
}
