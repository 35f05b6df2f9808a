import { useSnapshot } from "valtio";
import { useAppContext } from "../session-context.ts";

/** While locked, an overlay covers the page (the page itself is made inert by the shell). */
export function Loader() {
  const { state, translator } = useAppContext();
  const { locked } = useSnapshot(state);
  if (!locked) return null;
  return (
    <div className="loader" role="status" aria-live="polite" data-testid="loader">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{translator.t("common:loading")}</span>
    </div>
  );
}
