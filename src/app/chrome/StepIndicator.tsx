import { useSnapshot } from "valtio";
import { ONBOARDING_FLOW } from "../../flow/flow-file.ts";
import { stageOf } from "../../shared/flow/flow-stages.ts";
import { useAppContext } from "../session-context.ts";

/**
 * Where the client is: "Step 5 of 10 · Address" with a thin bar, from the flow file's stages,
 * and the minutes left beneath as secondary text (none left is "almost done", the hand-over).
 * A page outside the stages (the login, the final pages) shows the minutes alone.
 */
export function StepIndicator() {
  const { state, translator } = useAppContext();
  const { minutesLeft, route } = useSnapshot(state);
  const stage = stageOf(ONBOARDING_FLOW, route);
  if (minutesLeft === undefined && !stage) return null;
  return (
    <div className="steps">
      {stage ? (
        <>
          <p className="steps__label">
            {translator.t("common:progress.step", { current: stage.number, total: stage.total })}
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">: </span>
            {translator.t(`common:stages.${stage.id}`)}
          </p>
          <div className="steps__track" aria-hidden="true">
            <div
              className="steps__bar"
              style={{ width: `${(100 * stage.number) / stage.total}%` }}
            />
          </div>
        </>
      ) : null}
      {minutesLeft === undefined ? null : (
        <p className="steps__minutes" data-testid="progress">
          {minutesLeft === 0
            ? translator.t("common:progress.almostDone")
            : translator.t("common:progress.minutesLeft", { count: minutesLeft })}
        </p>
      )}
    </div>
  );
}
