/**
 * The pages after the journey (spec §2 upload succeeded / failed / exception). Next posts the
 * route's action and "Try again" the failed page's `tryAgain` part action (both named in the
 * flow file, whose rules say where each leads); "Try again" (the widget's "new journey") shows
 * only while the server allows another journey (`allowTryAgain`), with the reason the last
 * photo failed. The results pages also offer the widget's "Log out", at their foot as a link,
 * apart from Next: they show what was read off the document, and a client on a shared computer
 * can end the session there, but it is not a way forward of the same weight. A journey the
 * client cancelled (or whose terms they declined) ends on the failed page too, which then says
 * so instead of calling the document failed.
 */
import { useEffect, useState } from "react";
import {
  ResultsView,
  type ResultDocument,
} from "../../../../widgets/identityJourney/ResultsView.tsx";
import { StatusLine } from "../../../../widgets/identityJourney/StatusLine.tsx";
import { useTextsLoaded } from "../use-texts-loaded.ts";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { findRoute } from "../../../shared/flow/flow-definition.ts";
import { callProxy } from "../../../flow/proxy-client.ts";
import { followAnswer } from "../../follow-answer.ts";
import { useAppContext } from "../../session-context.ts";
import { useHeadingFocus } from "../use-heading-focus.ts";
import "./upload-outcome.css";

type OutcomeRoute = "uploadSucceeded" | "uploadFailed" | "uploadException";

/** The action the flow file names for a result page (or a part of it, by the part's id). */
function actionOf(routeName: OutcomeRoute, partId?: string): string {
  const route = findRoute(ONBOARDING_FLOW, routeName);
  const action = partId === undefined ? route?.action : route?.partActions?.[partId];
  if (!action) throw new Error(`flow: ${routeName} names no action${partId ? ` ${partId}` : ""}`);
  return action;
}

/** The server's own action that ends the session; its answer restarts the flow. */
const LOG_OUT_ACTION = "logout";

/** A button that posts an action and follows its answer, shown busy while the call runs. */
function ActionButton({
  action,
  label,
  look = "button",
}: {
  action: string;
  label: string;
  /** The way forward is primary; Log out is a link-like button. */
  look?: "button" | "primary" | "link";
}) {
  const { state } = useAppContext();
  const [busy, setBusy] = useState(false);
  const go = () => {
    if (busy) return;
    setBusy(true);
    callProxy(state, action, {}).then(
      (answer) => followAnswer(state, ONBOARDING_FLOW, answer),
      () => setBusy(false),
    );
  };
  return (
    <button
      type="button"
      className={look === "button" ? "button" : `button button--${look}`}
      aria-disabled={busy || undefined}
      onClick={go}
    >
      {label}
    </button>
  );
}

/** Next, the page's one way forward. */
function OutcomeActions({ route }: { route: OutcomeRoute }) {
  const { translator } = useAppContext();
  return (
    <div className="form__actions">
      <ActionButton
        look="primary"
        action={actionOf(route)}
        label={translator.t("capture:outcome.next")}
      />
    </div>
  );
}

/** Log out at the foot of a results page, after what was read, set apart from Next. */
function LogOut() {
  const { translator } = useAppContext();
  return (
    <p className="outcome-log-out">
      <ActionButton
        look="link"
        action={LOG_OUT_ACTION}
        label={translator.t("capture:outcome.logOut")}
      />
    </p>
  );
}

interface Outcome {
  reference: string | null;
  highLevelResult: string | null;
  reasons: string[];
  allowTryAgain: boolean;
  documents: ResultDocument[];
  /** The journey's high-level check details (widget spec §3), when the server sends them. */
  checkDetails?: Record<string, string>;
  extracted: Record<string, string>;
}

const NO_OUTCOME: Outcome = {
  reference: null,
  highLevelResult: null,
  reasons: [],
  allowTryAgain: false,
  documents: [],
  extracted: {},
};

const LABELS = ["documentFields"];

/** The latest journey's outcome, once the field labels' texts are loaded too. */
function useOutcome(): Outcome | undefined {
  const { state } = useAppContext();
  const labelsLoaded = useTextsLoaded(LABELS);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  useEffect(() => {
    let cancelled = false;
    void callProxy(state, "upload-outcome", {})
      .then(
        (answer) => ({ ...NO_OUTCOME, ...(answer.data as Partial<Outcome> | undefined) }),
        () => NO_OUTCOME,
      )
      .then((answer) => !cancelled && setOutcome(answer));
    return () => {
      cancelled = true;
    };
  }, [state]);
  return labelsLoaded ? outcome : undefined;
}

/** The dictionary that turns a document's ICAO country codes into ISO ones. */
const ICAO_COUNTRIES = "countryOfAlpha3Code";

function Results({ outcome }: { outcome: Outcome }) {
  const { state, translator } = useAppContext();
  if (!outcome.documents.length) return null;
  const countryOfIcaoCode = state.dictionaries[ICAO_COUNTRIES] as
    Record<string, string> | undefined;
  return (
    <ResultsView
      t={(key, values) => translator.t(key, values)}
      has={(key) => translator.exists(key)}
      intlTag={translator.intlTag}
      countryOfIcaoCode={countryOfIcaoCode ?? {}}
      reference={outcome.reference}
      documents={outcome.documents}
      checkDetails={outcome.checkDetails}
      extracted={outcome.extracted}
    />
  );
}

export function UploadSucceededScreen() {
  const { translator } = useAppContext();
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const outcome = useOutcome();
  return (
    <section className="screen" data-route="uploadSucceeded" aria-busy={!outcome || undefined}>
      <h1 ref={heading} tabIndex={-1}>
        {translator.t("capture:outcome.succeeded.title")}
      </h1>
      <p>{translator.t("capture:outcome.succeeded.body")}</p>
      <OutcomeActions route="uploadSucceeded" />
      {outcome ? <Results outcome={outcome} /> : null}
      <LogOut />
    </section>
  );
}

/**
 * A journey the client ended (cancelled, or the terms declined) did not fail: its page says so,
 * not that the document failed the validation.
 */
const ENDED_BY_CLIENT: Readonly<Record<string, string>> = {
  Aborted: "capture:outcome.cancelled",
  TCCDISAGREE: "capture:outcome.termsDeclined",
};

export function UploadFailedScreen() {
  const { translator } = useAppContext();
  const outcome = useOutcome();
  // The heading takes focus once it says what happened: a cancelled journey is not a failure.
  const heading = useHeadingFocus<HTMLHeadingElement>(outcome !== undefined);
  const endedByClient = ENDED_BY_CLIENT[outcome?.highLevelResult ?? ""];
  const reasons = outcome?.reasons.length
    ? outcome.reasons.map((reason) => translator.t(`identityJourney:reasons.${reason}`))
    : [translator.t("identityJourney:failure.generic")];
  if (!outcome)
    return (
      <section className="screen" data-route="uploadFailed" aria-busy>
        <StatusLine text={translator.t("common:loading")} />
      </section>
    );
  return (
    <section className="screen" data-route="uploadFailed">
      <h1 ref={heading} tabIndex={-1}>
        {translator.t(endedByClient ? `${endedByClient}.title` : "capture:outcome.failed.title")}
      </h1>
      {endedByClient ? (
        <p>
          {translator.t(`${endedByClient}.body`)}{" "}
          {translator.t(
            outcome.allowTryAgain ? "capture:outcome.startAgainOrLater" : "capture:outcome.later",
          )}
        </p>
      ) : (
        <ul className="upload-reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {outcome.allowTryAgain ? (
        <ActionButton
          action={actionOf("uploadFailed", "tryAgain")}
          label={translator.t("capture:outcome.failed.tryAgain")}
        />
      ) : null}
      <OutcomeActions route="uploadFailed" />
      <Results outcome={outcome} />
      <LogOut />
    </section>
  );
}

export function UploadExceptionScreen() {
  const { translator } = useAppContext();
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <section className="screen" data-route="uploadException">
      <h1 ref={heading} tabIndex={-1}>
        {translator.t("capture:outcome.exception.title")}
      </h1>
      <p>{translator.t("capture:outcome.exception.body")}</p>
      <OutcomeActions route="uploadException" />
    </section>
  );
}
