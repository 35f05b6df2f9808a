import { useLayoutEffect, useRef } from "react";
import { useSnapshot } from "valtio";
import { useAppContext } from "../session-context.ts";

/**
 * The sticky risk disclaimer with the cookie-settings link. It sits over the bottom of the page,
 * so its height is the page's bottom scroll padding (`--disclaimer-height`): a control that takes
 * focus is scrolled clear of it, never left behind it (WCAG 2.2, 2.4.11 Focus Not Obscured).
 */
export function Disclaimer() {
  const { state, translator } = useAppContext();
  const { links } = useSnapshot(state);
  const footer = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = footer.current;
    if (!element) return;
    const root = document.documentElement;
    const keep = () =>
      root.style.setProperty("--disclaimer-height", `${Math.ceil(element.offsetHeight)}px`);
    keep();
    const observer = new ResizeObserver(keep);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--disclaimer-height");
    };
  }, []);
  return (
    <footer ref={footer} className="disclaimer">
      <p>
        {translator.t("common:disclaimer.text")}{" "}
        {links.cookieSettings ? (
          <a href={links.cookieSettings}>{translator.t("common:disclaimer.cookieSettings")}</a>
        ) : null}
      </p>
    </footer>
  );
}
