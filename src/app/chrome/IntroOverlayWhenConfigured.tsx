/**
 * The registration's intro overlay, loaded only when the broker configured an intro video (by
 * default none is): the first page does not carry the dialog's code for nothing.
 */
import { useEffect, useState, type ComponentType } from "react";
import { useSnapshot } from "valtio";
import { useAppContext } from "../session-context.ts";

export function IntroOverlayWhenConfigured() {
  const { state } = useAppContext();
  const { introVideo } = useSnapshot(state);
  const configured = Boolean(introVideo.desktop ?? introVideo.mobile);
  const [Overlay, setOverlay] = useState<ComponentType | undefined>();
  useEffect(() => {
    if (!configured) return;
    let cancelled = false;
    void import("./IntroOverlay.tsx").then(
      (module) => !cancelled && setOverlay(() => module.IntroOverlay),
    );
    return () => {
      cancelled = true;
    };
  }, [configured]);
  return Overlay ? <Overlay /> : null;
}
