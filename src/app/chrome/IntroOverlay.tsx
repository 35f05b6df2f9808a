import { useState } from "react";
import { useSnapshot } from "valtio";
import { Dialog } from "../../engine/theme/Dialog.tsx";
import { useAppContext } from "../session-context.ts";

const SEEN_KEY = "onboarding.introSeen";

/** Safari does not start the video by itself, so it gets the poster image (spec §2). */
export function wantsPoster(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !/Chrom(e|ium)\/|Edg\/|OPR\//.test(userAgent);
}

/**
 * The registration's intro: a dialog with the device's video, shown once per browser session when
 * the broker has configured a video. Closing it (Start, Escape) starts the registration.
 */
export function IntroOverlay() {
  const { state, translator } = useAppContext();
  const { introVideo, device, ready } = useSnapshot(state);
  const [open, setOpen] = useState(() => sessionStorage.getItem(SEEN_KEY) === null);
  const source =
    device === "mobile" ? (introVideo.mobile ?? introVideo.desktop) : introVideo.desktop;
  if (!ready || !open || !source) return null;
  const close = () => {
    sessionStorage.setItem(SEEN_KEY, "1");
    setOpen(false);
  };
  return (
    <Dialog
      title={translator.t("common:intro.title")}
      onClose={close}
      actions={
        <button type="button" className="button button--primary" onClick={close}>
          {translator.t("common:intro.start")}
        </button>
      }
    >
      <p>{translator.t("common:intro.body")}</p>
      <video
        className="intro__video"
        src={source}
        poster={
          introVideo.poster && wantsPoster(navigator.userAgent) ? introVideo.poster : undefined
        }
        controls
        muted
        playsInline
        autoPlay
        data-testid="intro-video"
      />
    </Dialog>
  );
}
