import { useSnapshot } from "valtio";
import { setGlobalError } from "../../flow/session-actions.ts";
import { useAppContext } from "../session-context.ts";

/** The global error, announced and shown at the top of the page. */
export function GlobalErrorBanner() {
  const { state, translator } = useAppContext();
  const { globalError } = useSnapshot(state);
  return (
    <div role="alert" className={globalError ? "banner banner--error" : "banner banner--empty"}>
      {globalError ? (
        <>
          <p>{globalError}</p>
          <button
            type="button"
            className="button button--link"
            onClick={() => setGlobalError(state, undefined)}
          >
            {translator.t("common:close")}
          </button>
        </>
      ) : null}
    </div>
  );
}
