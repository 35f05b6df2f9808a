/**
 * The account-open redirect loader (spec §2 accountOpen): asks the server where the application
 * goes now (the hand-over, or where it stands) and follows the answer.
 */
import { useEffect } from "react";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { callProxy } from "../../../flow/proxy-client.ts";
import { followAnswer } from "../../follow-answer.ts";
import { useAppContext } from "../../session-context.ts";
import { useHeadingFocus } from "../use-heading-focus.ts";

export function AccountOpenScreen() {
  const { state, translator } = useAppContext();
  const heading = useHeadingFocus<HTMLHeadingElement>();
  useEffect(() => {
    callProxy(state, "account-open", {}).then(
      (answer) => followAnswer(state, ONBOARDING_FLOW, answer),
      () => undefined,
    );
  }, [state]);
  return (
    <section className="screen" data-route="accountOpen" aria-busy="true">
      <h1 ref={heading} tabIndex={-1}>
        {translator.t("endPages:accountOpen.title")}
      </h1>
    </section>
  );
}
