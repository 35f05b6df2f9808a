/**
 * The final step (spec §2 "Client-zone login", §4): header one, header two after 10 s, "do not
 * refresh", a 17 s countdown; the hand-over token is asked for at once and a hidden form posts
 * it to the client zone's autoLogin 2 s after it arrives.
 */
import { useEffect, useRef, useState } from "react";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { callProxy } from "../../../flow/proxy-client.ts";
import { followAnswer } from "../../follow-answer.ts";
import { useAppContext } from "../../session-context.ts";
import { useHeadingFocus } from "../use-heading-focus.ts";

export const SECOND_HEADER_AFTER_MS = 10_000;
export const COUNTDOWN_SECONDS = 17;
export const SUBMIT_AFTER_TOKEN_MS = 2_000;

interface Handover {
  token: string;
  url: string;
  urlParams: string;
}

export function ClientZoneLoginScreen() {
  const { state, translator } = useAppContext();
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const [handover, setHandover] = useState<Handover | undefined>();
  const [secondHeader, setSecondHeader] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(COUNTDOWN_SECONDS);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    let cancelled = false;
    callProxy(state, "errors-report", {}).then(
      (answer) => {
        if (cancelled) return;
        const { clientZoneToken, clientZoneUrl, urlParams } = answer;
        if (typeof clientZoneToken === "string" && typeof clientZoneUrl === "string")
          setHandover({
            token: clientZoneToken,
            url: clientZoneUrl,
            urlParams: typeof urlParams === "string" ? urlParams : "",
          });
        else followAnswer(state, ONBOARDING_FLOW, answer);
      },
      () => undefined,
    );
    const header = setTimeout(() => setSecondHeader(true), SECOND_HEADER_AFTER_MS);
    const tick = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => {
      cancelled = true;
      clearTimeout(header);
      clearInterval(tick);
    };
  }, [state]);

  useEffect(() => {
    if (!handover) return;
    const submit = setTimeout(() => form.current?.submit(), SUBMIT_AFTER_TOKEN_MS);
    return () => clearTimeout(submit);
  }, [handover]);

  return (
    <section className="screen" data-route="errorsReport">
      <h1 ref={heading} tabIndex={-1}>
        {translator.t(
          secondHeader ? "endPages:clientZone.headerTwo" : "endPages:clientZone.headerOne",
        )}
      </h1>
      <p>{translator.t("endPages:clientZone.doNotRefresh")}</p>
      <p role="timer" aria-live="off">
        {translator.t("endPages:clientZone.countdown", { count: secondsLeft })}
      </p>
      {handover ? (
        <form ref={form} method="post" action={`${handover.url}/api/autoLogin`} hidden>
          <input type="hidden" name="token" value={handover.token} />
          <input type="hidden" name="urlParams" value={handover.urlParams} />
        </form>
      ) : null}
    </section>
  );
}
