import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { useAppContext } from "../session-context.ts";

/** Closes by itself this long after loading ends (spec §9). */
export const SIDE_PANEL_CLOSE_MS = 2000;
const BULLETS = 3;

/** Benefit bullets beside the form; opens at start, closes 2 s after loading ends, can be reopened. */
export function SidePanel() {
  const { state, translator } = useAppContext();
  const { ready } = useSnapshot(state);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setOpen(false), SIDE_PANEL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return (
    <aside
      className={`side-panel${open ? " side-panel--open" : ""}`}
      aria-labelledby="side-panel-title"
      data-testid="side-panel"
    >
      <h2 id="side-panel-title" className="side-panel__title">
        <button
          type="button"
          className="button button--link"
          aria-expanded={open}
          aria-controls="side-panel-body"
          onClick={() => setOpen(!open)}
        >
          {translator.t("common:sidePanel.title")}
        </button>
      </h2>
      <ul id="side-panel-body" hidden={!open}>
        {Array.from({ length: BULLETS }, (_, i) => (
          <li key={i}>{translator.t(`common:sidePanel.bullets.${i}`)}</li>
        ))}
      </ul>
    </aside>
  );
}
