import { useEffect, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import { useAppContext } from "../session-context.ts";

/** Closes by itself this long after loading ends (spec §9). */
export const SIDE_PANEL_CLOSE_MS = 2000;
const BULLETS = 3;

/**
 * Benefit bullets beside the form; opens at start, closes 2 s after loading ends, can be reopened.
 *
 * On a phone the panel is under the form, at the foot of the page. A client who has scrolled down
 * there within the 2 s (to the bot check, to Next) would see the page jump when it closes: the page
 * gets shorter, the browser pulls the scroll back, and what was under their finger moves down. The
 * panel then waits and closes once they have scrolled away from the foot of the page.
 */
export function SidePanel() {
  const { state, translator } = useAppContext();
  const { ready } = useSnapshot(state);
  const [open, setOpen] = useState(true);
  const panel = useRef<HTMLElement>(null);
  // Stops the closing by itself once the client has opened or closed the panel themselves.
  const stopClosing = useRef<() => void>(undefined);
  useEffect(() => {
    if (!ready) return;
    let stopWaiting: (() => void) | undefined;
    const timer = setTimeout(() => {
      const element = panel.current;
      if (!element || !closingMovesTheView(element)) {
        setOpen(false);
        return;
      }
      const onScroll = () => {
        if (closingMovesTheView(element)) return;
        removeEventListener("scroll", onScroll);
        setOpen(false);
      };
      addEventListener("scroll", onScroll, { passive: true });
      stopWaiting = () => removeEventListener("scroll", onScroll);
    }, SIDE_PANEL_CLOSE_MS);
    const stop = () => {
      clearTimeout(timer);
      stopWaiting?.();
    };
    stopClosing.current = stop;
    return stop;
  }, [ready]);
  return (
    <aside
      ref={panel}
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
          onClick={() => {
            stopClosing.current?.();
            setOpen(!open);
          }}
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

/**
 * Whether closing the panel now would move what the client sees: nothing beside it reaches lower
 * (on a phone it is under the form, so the page gets shorter when it closes; beside a longer form
 * it shortens nothing), the page is scrolled, and the view reaches within the panel's height of
 * the page's end, where a shorter page would pull the scroll back.
 */
function closingMovesTheView(panel: HTMLElement): boolean {
  const page = document.scrollingElement ?? document.documentElement;
  if (page.scrollTop === 0) return false;
  if (page.scrollTop + page.clientHeight <= page.scrollHeight - panel.offsetHeight) return false;
  const bottom = panel.getBoundingClientRect().bottom;
  const row = panel.parentElement ? [...panel.parentElement.children] : [];
  return row.every((element) => element.getBoundingClientRect().bottom <= bottom + 1);
}
