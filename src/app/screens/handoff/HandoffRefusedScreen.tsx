/**
 * The page of a hand-off link that opens nothing (used, expired, unknown, not confirmed yet, too
 * many links opened from the phone's network, or the server could not be asked): why, and what
 * to do on the computer (a reason's own advice where it has one). No way into the application
 * from here.
 */
import { useSnapshot } from "valtio";
import { useAppContext } from "../../session-context.ts";
import { useHeadingFocus } from "../use-heading-focus.ts";

export function HandoffRefusedScreen() {
  const { state, translator } = useAppContext();
  const reason = useSnapshot(state).handoffRefused ?? "unknown";
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <section className="screen" data-route="handoffRefused" data-reason={reason}>
      <h1 ref={heading} tabIndex={-1}>
        {translator.t(`handoff:refused.${reason}.title`)}
      </h1>
      <p>{translator.t(`handoff:refused.${reason}.body`)}</p>
      <p>{translator.t([`handoff:refused.${reason}.whatNow`, "handoff:refused.whatNow"])}</p>
    </section>
  );
}
