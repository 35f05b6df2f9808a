import { useSnapshot } from "valtio";
import { useAppContext } from "../session-context.ts";

/** The sticky risk disclaimer with the cookie-settings link. */
export function Disclaimer() {
  const { state, translator } = useAppContext();
  const { links } = useSnapshot(state);
  return (
    <footer className="disclaimer">
      <p>
        {translator.t("common:disclaimer.text")}{" "}
        {links.cookieSettings ? (
          <a href={links.cookieSettings}>{translator.t("common:disclaimer.cookieSettings")}</a>
        ) : null}
      </p>
    </footer>
  );
}
