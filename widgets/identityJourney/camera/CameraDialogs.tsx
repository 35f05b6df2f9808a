/**
 * The camera view's two dialogs (widget spec §2): "need help?" opens the help modal's tips on
 * glare, distance and blur; the help menu's "security of your data" opens what becomes of the
 * camera's picture.
 */
import { Dialog } from "../../../src/engine/index.ts";

export type CameraDialog = "tips" | "security";

interface CameraDialogsProps {
  t: (key: string) => string;
  open: CameraDialog | undefined;
  onClose: () => void;
}

export function CameraDialogs({ t, open, onClose }: CameraDialogsProps) {
  if (open === "tips")
    return (
      <Dialog
        title={t("identityJourney:camera.tips.title")}
        onClose={onClose}
        actions={
          <button type="button" className="button" onClick={onClose}>
            {t("identityJourney:camera.tips.close")}
          </button>
        }
      >
        <ul>
          <li>{t("identityJourney:camera.tips.glare")}</li>
          <li>{t("identityJourney:camera.tips.far")}</li>
          <li>{t("identityJourney:camera.tips.blur")}</li>
        </ul>
      </Dialog>
    );
  if (open === "security")
    return (
      <Dialog
        title={t("identityJourney:camera.security.title")}
        onClose={onClose}
        actions={
          <button type="button" className="button" onClick={onClose}>
            {t("identityJourney:camera.security.close")}
          </button>
        }
      >
        <p>{t("identityJourney:camera.security.body")}</p>
      </Dialog>
    );
  return null;
}
