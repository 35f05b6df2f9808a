/**
 * The desktop waiting for the phone (spec §2 "Waiting for mobile", §4 "Waiting for picture"): a
 * loader and a live status, Next disabled until the phone has finished, a line that the page may
 * be reloaded (a reload waits on), "Show a new QR code" (back to the hand-off page, which shows a
 * fresh one, for a phone whose link was lost or used) and "continue manually"
 * (skip-desktop-waiting). The server is asked every 5 s; once the phone's journey ended its
 * result leads to the success or failure page, a phone that skipped leads to the personal data,
 * a restart restarts, and an error shows its message for a second.
 */
import { useEffect, useRef, useState } from "react";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { readWaitingAnswer, type WaitingOutcome } from "../../../flow/handoff/handoff-answers.ts";
import { DESKTOP_POLL_MS, startPolling, type Poller } from "../../../flow/handoff/polling.ts";
import { callProxy } from "../../../flow/proxy-client.ts";
import { setGlobalError } from "../../../flow/session-actions.ts";
import type { SessionState } from "../../../flow/session-store.ts";
import type { ApplicationState } from "../../../shared/proxy/application-state.ts";
import { showGlobalError } from "../../chrome/global-error.ts";
import { applyApplicationState, followAnswer, goToRoute } from "../../follow-answer.ts";
import { useAppContext } from "../../session-context.ts";
import { useHeadingFocus } from "../use-heading-focus.ts";
import { routeOfPhoneJourney } from "./phone-journey-result.ts";
import { useProxyMove } from "./use-proxy-move.ts";

/** The hand-off page, with its QR code: "Show a new QR code" leads back there. */
const HANDOFF_ROUTE = "mobileSms";
/** A polled error's message stays this long (spec §8). */
export const POLL_ERROR_SHOWN_MS = 1000;

type Finished = Extract<WaitingOutcome, { kind: "journeyEnded" | "skipped" }>;

/**
 * Where the desktop goes once the phone has finished. The application's steps are read again
 * first: the document the phone chose is a step the next pages require.
 */
async function moveOn(state: SessionState, finished: Finished): Promise<void> {
  const route =
    finished.kind === "skipped"
      ? "personalDataConfirm"
      : await routeOfPhoneJourney(state, finished.journey);
  const answer = await callProxy(state, "get-token", {}).catch(() => undefined);
  if (answer?.status === "success" && answer.state)
    applyApplicationState(state, answer.state as ApplicationState);
  goToRoute(state, ONBOARDING_FLOW, route);
}

export function WaitingForMobileScreen() {
  const { state, translator } = useAppContext();
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const skip = useProxyMove();
  const [finished, setFinished] = useState<Finished | undefined>();
  const poller = useRef<Poller | undefined>(undefined);
  const t = (key: string) => translator.t(`handoff:waiting.${key}`);

  useEffect(() => {
    let errorTimer: ReturnType<typeof setTimeout> | undefined;
    poller.current = startPolling(
      async () => {
        const outcome = readWaitingAnswer(
          await callProxy(state, "mobile-desktop-is-completed", {}),
        );
        switch (outcome.kind) {
          case "waiting":
            return "continue";
          case "error":
            showGlobalError(state, outcome.message ?? translator.t("errors:unexpected"));
            clearTimeout(errorTimer);
            errorTimer = setTimeout(() => setGlobalError(state, undefined), POLL_ERROR_SHOWN_MS);
            return "continue";
          case "restart":
            followAnswer(state, ONBOARDING_FLOW, outcome.answer);
            return "stop";
          default:
            setFinished(outcome);
            await moveOn(state, outcome);
            return "stop";
        }
      },
      { everyMs: DESKTOP_POLL_MS },
    );
    return () => {
      poller.current?.stop();
      clearTimeout(errorTimer);
    };
  }, [state, translator]);

  return (
    <section className="screen handoff" data-route="mobileDesktopIsCompleted">
      <h1 ref={heading} tabIndex={-1}>
        {t("title")}
      </h1>
      <p>{t("body")}</p>
      <div className="handoff-waiting" role="status" aria-live="polite">
        {finished ? null : <span className="loader__spinner" aria-hidden="true" />}
        <span>{finished ? t("finished") : t("status")}</span>
      </div>
      <p className="notice">{t("reload")}</p>
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={finished ? undefined : true}
          aria-describedby={finished ? undefined : "handoff-waiting-next"}
          onClick={() => finished && void moveOn(state, finished)}
        >
          {t("next")}
        </button>
        <span id="handoff-waiting-next" className="visually-hidden">
          {t("nextDisabled")}
        </span>
      </div>
      <p className="handoff-waiting__other">
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            // Back to the hand-off page, which shows a fresh code (the used one opens nothing).
            poller.current?.stop();
            goToRoute(state, ONBOARDING_FLOW, HANDOFF_ROUTE);
          }}
        >
          {t("newCode")}
        </button>
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            poller.current?.stop();
            void skip("skip-desktop-waiting");
          }}
        >
          {t("continueManually")}
        </button>
      </p>
    </section>
  );
}
