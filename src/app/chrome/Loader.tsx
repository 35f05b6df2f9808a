import { useLayoutEffect, useMemo } from "react";
import { useSnapshot } from "valtio";
import { useAppContext } from "../session-context.ts";
import { lastPressedButton } from "./pressed-button.ts";

/**
 * While locked (the page itself is made inert by the shell), the button just pressed shows a
 * spinner inside it and the page stays as it is; with no such button (the start, a reload) an
 * overlay with a spinner covers the page. Either way "Loading" is announced.
 */
export function Loader() {
  const { state, translator } = useAppContext();
  const { locked } = useSnapshot(state);
  // The button pressed just before the lock: read once as the lock begins.
  const busyButton = useMemo(() => (locked ? lastPressedButton() : undefined), [locked]);
  useLayoutEffect(() => {
    if (!busyButton) return;
    busyButton.setAttribute("data-busy", "true");
    return () => busyButton.removeAttribute("data-busy");
  }, [busyButton]);
  if (!locked) return null;
  return (
    <div
      className={busyButton ? "loader loader--in-button" : "loader"}
      role="status"
      aria-live="polite"
      data-testid="loader"
    >
      {busyButton ? null : <span className="loader__spinner" aria-hidden="true" />}
      <span className="visually-hidden">{translator.t("common:loading")}</span>
    </div>
  );
}
