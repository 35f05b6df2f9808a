/**
 * The identity journey's user-input form (widget spec §4: name, date of birth, home address):
 * schemas/identityUserInput rendered by the engine like any step, before the first capture where
 * the journey definition asks for it (`userInput`). Its answers go to `identity-user-input` with
 * the journey's id; the server validates them with the same schema and keeps them with the
 * journey, where a proof of address is checked against the address they give.
 */
import { useMemo, useState } from "react";
import { useSnapshot } from "valtio";
import type { FormData } from "../../../engine/index.ts";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { callProxy, NetworkError } from "../../../flow/proxy-client.ts";
import { screenContext } from "../../../flow/screen-context.ts";
import { showGlobalError } from "../../chrome/global-error.ts";
import { followAnswer } from "../../follow-answer.ts";
import { useAppContext } from "../../session-context.ts";
import { useHeadingFocus } from "../use-heading-focus.ts";
import { useStepScreenParts } from "../use-step-screen-parts.ts";

/** The form's schema, and its texts' namespace. */
const USER_INPUT = "identityUserInput";

export function UserInputForm({ journeyId, onSent }: { journeyId: string; onSent: () => void }) {
  const { state, translator } = useAppContext();
  const snap = useSnapshot(state);
  const language = snap.locale.language;
  const { parts, failed } = useStepScreenParts(USER_INPUT, language, false);
  const heading = useHeadingFocus<HTMLHeadingElement>(parts !== undefined);
  const context = useMemo(
    () =>
      screenContext({
        locale: snap.locale,
        dictionaries: snap.dictionaries,
        residenceCountry: snap.residenceCountry,
        email: undefined,
        citizenship: undefined,
        links: snap.links,
      }),
    [snap.locale, snap.dictionaries, snap.residenceCountry, snap.links],
  );

  /**
   * A field left: the server checks it against the same schema, as a step's field. (StepScreen
   * has the same call; a module shared by both would split the first page's chunk, npm run size.)
   */
  const validateField = async (field: string, data: FormData, signal: AbortSignal) => {
    const answer = await callProxy(
      state,
      "validate",
      { step: USER_INPUT, fields: [field], data },
      signal,
    );
    return answer.status === "success" ? (answer.errors?.[field] ?? []) : undefined;
  };

  const submit = async (data: FormData) => {
    try {
      const answer = await callProxy(state, "identity-user-input", { ...data, journeyId });
      if (answer.errors && Object.keys(answer.errors).length) return { errors: answer.errors };
      if (answer.status === "success") onSent();
      else followAnswer(state, ONBOARDING_FLOW, answer);
    } catch (error) {
      if (error instanceof NetworkError) showGlobalError(state, translator.t("errors:network"));
    }
    return undefined;
  };

  if (failed) return <p role="alert">{translator.t("errors:unexpected")}</p>;
  if (!parts) return null;
  return (
    <div className="user-input-form">
      <h2 ref={heading} tabIndex={-1}>
        {translator.t(`${USER_INPUT}:title`)}
      </h2>
      <p>{translator.t(`${USER_INPUT}:intro`)}</p>
      <parts.kit.StepForm
        namespace={USER_INPUT}
        schema={parts.schema}
        uiSchema={parts.uiSchema}
        validator={parts.validator}
        context={context}
        translator={translator}
        widgets={parts.widgets}
        validateField={validateField}
        submit={submit}
      />
    </div>
  );
}

/**
 * Whether the journey asks for the user-input form now: its definition asks for it, its terms
 * (where it has them) were agreed to, and it was neither sent for this journey before (a reload)
 * nor on this visit.
 */
export function useUserInputAsked(
  scanSession:
    | {
        journeyId: string;
        definition?: { userInput?: boolean };
        journey?: { userInputGiven?: boolean };
      }
    | undefined,
  /** The journey's terms wait for an answer: they come first, the form after them. */
  termsWaiting: boolean,
): { asked: boolean; sent: () => void } {
  const [sentFor, setSentFor] = useState<string | undefined>();
  const asked =
    !termsWaiting &&
    scanSession?.definition?.userInput === true &&
    scanSession.journey?.userInputGiven !== true &&
    sentFor !== scanSession.journeyId;
  return { asked, sent: () => setSentFor(scanSession?.journeyId) };
}
