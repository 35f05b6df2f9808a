import { useSnapshot } from "valtio";
import { useAppContext } from "../session-context.ts";

/** Minutes left, in singular or plural wording; none left is "almost done" (the hand-over). */
export function ProgressIndicator() {
  const { state, translator } = useAppContext();
  const { minutesLeft } = useSnapshot(state);
  if (minutesLeft === undefined) return null;
  return (
    <p className="progress" data-testid="progress">
      {minutesLeft === 0
        ? translator.t("common:progress.almostDone")
        : translator.t("common:progress.minutesLeft", { count: minutesLeft })}
    </p>
  );
}
