import { useLayoutEffect, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import { useAppContext } from "../session-context.ts";

/**
 * The sticky risk disclaimer with the cookie-settings link. It sits over the bottom of the page,
 * so its height is the page's bottom scroll padding (`--disclaimer-height`): a control that takes
 * focus is scrolled clear of it, never left behind it (WCAG 2.2, 2.4.11 Focus Not Obscured).
 * On a phone it is one line with "More" until tapped (page-foot.css); its link is reached by the
 * keyboard only while the whole text shows.
 */
export function Disclaimer() {
  const { state, translator } = useAppContext();
  const { links } = useSnapshot(state);
  const [open, setOpen] = useState(false);
  const footer = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = footer.current;
    if (!element) return;
    const root = document.documentElement;
    // The observer reports the size after the browser's own layout, before the frame paints
    // (and once when it starts): reading `offsetHeight` here would make the browser lay out the
    // whole page while React commits it, and again once the padding changes.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
      root.style.setProperty("--disclaimer-height", `${Math.ceil(height)}px`);
    });
    observer.observe(element, { box: "border-box" });
    return () => {
      observer.disconnect();
      root.style.removeProperty("--disclaimer-height");
    };
  }, []);
  const narrow = useNarrowScreen();
  const collapsed = narrow && !open;
  return (
    <footer ref={footer} className={`disclaimer${collapsed ? " disclaimer--collapsed" : ""}`}>
      <p id="risk-warning" className="disclaimer__text">
        {translator.t("common:disclaimer.text")}{" "}
        {links.cookieSettings ? (
          <a href={links.cookieSettings} tabIndex={collapsed ? -1 : undefined}>
            {translator.t("common:disclaimer.cookieSettings")}
          </a>
        ) : null}
      </p>
      {narrow ? (
        <button
          type="button"
          className="disclaimer__toggle"
          aria-expanded={open}
          aria-controls="risk-warning"
          onClick={() => setOpen(!open)}
        >
          {translator.t(open ? "common:disclaimer.less" : "common:disclaimer.more")}
        </button>
      ) : null}
    </footer>
  );
}

/** Phones and narrow windows (under 768 px, as the layout's own breakpoint). */
const NARROW = "(max-width: 767px)";

function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useLayoutEffect(() => {
    const query = window.matchMedia(NARROW);
    const change = () => setNarrow(query.matches);
    change();
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  return narrow;
}
