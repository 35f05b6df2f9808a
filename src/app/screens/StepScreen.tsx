import { useMemo, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import type { FormData, FormLink, RedirectTarget } from "../../engine/index.ts";
import type { ResolvedRoute } from "../../shared/flow/flow-definition.ts";
import { ONBOARDING_FLOW } from "../../flow/flow-file.ts";
import { trackStep } from "../../flow/analytics.ts";
import { callProxy, NetworkError, type ProxyAnswer } from "../../flow/proxy-client.ts";
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import { pathOfRoute } from "../../flow/route-paths.ts";
import {
  keepChoiceLocally,
  saveStepData,
  setGlobalError,
  setLocked,
} from "../../flow/session-actions.ts";
import { screenContext } from "../../flow/screen-context.ts";
import { storeResidence } from "../../flow/session-store.ts";
import { draftOf, forgetDraft, keepDraft } from "../../flow/step-drafts.ts";
import { followAnswer, goToRoute } from "../follow-answer.ts";
import { showGlobalError } from "../chrome/global-error.ts";
import { IntroOverlayWhenConfigured } from "../chrome/IntroOverlayWhenConfigured.tsx";
import { hrefOfLink } from "../links.ts";
import { residenceOfRegistration } from "../../shared/registration/registration-residence.ts";
import { useAppContext } from "../session-context.ts";
import type { DocumentDifference, DocumentDifferencesView } from "./DocumentDifferences.tsx";
import { loadDocumentDifferences } from "./load-document-differences.ts";
import { useHeadingFocus } from "./use-heading-focus.ts";
import { useStepScreenParts } from "./use-step-screen-parts.ts";

/** The loader stays a moment after an error, so the message is seen before input resumes (spec §8). */
const UNLOCK_AFTER_ERROR_MS = 1000;

/**
 * A form step: its heading and intro, and the engine's form wired to the proxy. `embedded`: the
 * form is part of another screen (the phone hand-off's text-message method), which has the
 * heading and the focus; the step shows its intro and form only.
 */
export function StepScreen({
  resolved,
  embedded = false,
}: {
  resolved: ResolvedRoute;
  embedded?: boolean;
}) {
  const { state, translator } = useAppContext();
  const snap = useSnapshot(state);
  const schemaName = resolved.schema!;
  const language = snap.locale.language;
  const review = resolved.route.review === true;
  // Parts that start-up loaded already show in the first render; others arrive in an effect.
  const { parts: module, failed } = useStepScreenParts(schemaName, language, review);
  const heading = useHeadingFocus<HTMLHeadingElement>(module !== undefined && !embedded);
  // What the client typed here and had not sent when the page was reloaded (never a password).
  const [draft] = useState(() => draftOf(resolved.name, state.token));
  const draftStarted = useRef(false);
  // Answers the server found different from the identity document, and the data they came with.
  const [differences, setDifferences] = useState<
    | {
        rows: DocumentDifference[];
        data: FormData;
        confirmWith: string;
        View: DocumentDifferencesView;
      }
    | undefined
  >();

  const context = useMemo(
    () =>
      screenContext({
        locale: snap.locale,
        dictionaries: snap.dictionaries,
        residenceCountry: snap.residenceCountry,
        email: snap.steps.newAccount?.email,
        citizenship: snap.steps.personalDataConfirm?.citizenship,
        links: snap.links,
      }),
    [
      snap.locale,
      snap.dictionaries,
      snap.residenceCountry,
      snap.steps.newAccount?.email,
      snap.steps.personalDataConfirm?.citizenship,
      snap.links,
    ],
  );

  if (failed) return <p role="alert">{translator.t("errors:unexpected")}</p>;
  if (!module) return null;
  const namespace = schemaName;
  const stepName = resolved.route.name;
  // A scan's values are checked as a prefill unless the client had already worked on them.
  const prefill = draft ? undefined : snap.prefill[stepName];
  // A part the server holds to (a code sent, still valid) starts the form past it.
  const sentParts = snap.sentParts[stepName];
  const startData = {
    ...(prefill ?? draft ?? snap.steps[stepName]),
    ...Object.assign({}, ...Object.values(sentParts ?? {})),
  } as FormData;

  /**
   * Posts to an action behind the loader. Field errors come back to the form and unlock at once,
   * so the error summary can take focus; a global error keeps the loader a moment longer. A
   * success is handed to `onSuccess` before the answer is followed (banner, restart, next).
   */
  const post = async <T,>(
    action: string,
    data: FormData,
    onSuccess: (answer: ProxyAnswer) => T | undefined,
  ): Promise<T | { errors: FieldErrors } | undefined> => {
    setLocked(state, true);
    let hadGlobalError = false;
    try {
      const answer = await callProxy(state, action, data);
      if (answer.errors && Object.keys(answer.errors).length) return { errors: answer.errors };
      if (answer.documentDifferences?.length && answer.confirmWith) {
        const View = await loadDocumentDifferences(language);
        setDifferences({
          rows: answer.documentDifferences,
          data,
          confirmWith: answer.confirmWith,
          View,
        });
        return undefined;
      }
      const success = answer.status === "success";
      if (success) setGlobalError(state, undefined);
      else hadGlobalError = true;
      const result = success ? onSuccess(answer) : undefined;
      followAnswer(state, ONBOARDING_FLOW, answer);
      return result;
    } catch (error) {
      hadGlobalError = true;
      if (error instanceof NetworkError) showGlobalError(state, translator.t("errors:network"));
      return undefined;
    } finally {
      if (hadGlobalError) setTimeout(() => setLocked(state, false), UNLOCK_AFTER_ERROR_MS);
      else setLocked(state, false);
    }
  };

  /** `confirmed`: the answers sent again as they are, the client having seen how they differ. */
  const submit = (data: FormData, confirmed?: Record<string, true>) =>
    post(resolved.action!, { ...data, ...confirmed }, () => {
      forgetDraft(resolved.name);
      saveStepData(state, stepName, module.kept(data));
      if (resolved.route.keepLocally)
        keepChoiceLocally(resolved.route.keepLocally, resolved.action!, data);
      return undefined;
    });

  /** Part of the form sent before the step (flow `partActions`): "send me a code". */
  const sendPart = async (partId: string, data: FormData) => {
    const action = resolved.route.partActions?.[partId];
    if (!action) return undefined;
    // An answer that moves on (`next`) leaves the form; otherwise the part was sent.
    return post(action, data, (answer) =>
      answer.next ? undefined : { sent: true, data: answer.data },
    );
  };

  const validateField = async (field: string, data: FormData, signal: AbortSignal) => {
    const answer = await callProxy(
      state,
      "validate",
      { step: resolved.name, fields: [field], data },
      signal,
    );
    if (answer.restart) followAnswer(state, ONBOARDING_FLOW, answer);
    return answer.status === "success" ? (answer.errors?.[field] ?? []) : undefined;
  };

  /** A widget's question to the server: answered quietly, never behind the loader. */
  const lookup = async (
    action: string,
    payload: Readonly<Record<string, unknown>>,
    signal?: AbortSignal,
  ) => {
    try {
      const answer = await callProxy(state, action, payload, signal);
      if (answer.restart) followAnswer(state, ONBOARDING_FLOW, answer);
      return answer.status === "success" ? (answer as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  };

  const onRedirect = (target: RedirectTarget, data: FormData) => {
    const href = hrefOfLink(state, target, data);
    if (!href) return;
    // The client's answer leads away (another site, the general apply page): coming back starts
    // the form afresh rather than at the answer that led away.
    forgetDraft(resolved.name);
    window.location.assign(href);
  };

  const renderLink = (link: FormLink) => {
    const text = translator.t(`${namespace}:links.${link.id}`);
    if (link.route) {
      return (
        <a
          href={`${state.basePath}${pathOfRoute(ONBOARDING_FLOW, link.route) ?? "/"}`}
          onClick={(event) => {
            event.preventDefault();
            goToRoute(state, ONBOARDING_FLOW, link.route!);
          }}
        >
          {text}
        </a>
      );
    }
    if (link.back) {
      return (
        <a
          href={state.basePath}
          onClick={(event) => {
            event.preventDefault();
            window.history.back();
          }}
        >
          {text}
        </a>
      );
    }
    const href = link.link ? state.links[link.link] : undefined;
    return href ? <a href={href}>{text}</a> : null;
  };

  const Frame = embedded ? "div" : "section";
  return (
    <Frame className={embedded ? "step-embedded" : "screen"} data-route={resolved.name}>
      {embedded ? null : (
        <h1 ref={heading} tabIndex={-1}>
          {translator.t(`${namespace}:title`)}
        </h1>
      )}
      {stepName === ONBOARDING_FLOW.initialRoute ? <IntroOverlayWhenConfigured /> : null}
      {translator.exists(`${namespace}:intro`) ? (
        <p className="screen__intro">{translator.t(`${namespace}:intro`)}</p>
      ) : null}
      {resolved.route.review && module.late ? (
        <module.late.AnswersReview before={resolved.route.name} />
      ) : null}
      <module.kit.StepForm
        key={resolved.name}
        namespace={namespace}
        schema={module.schema}
        uiSchema={module.uiSchema}
        validator={module.validator}
        initialData={startData}
        prefilled={prefill !== undefined}
        sentSections={sentParts ? Object.keys(sentParts) : undefined}
        context={context}
        translator={translator}
        widgets={module.widgets}
        validateField={validateField}
        lookup={lookup}
        submit={(data) => submit(data)}
        sendPart={sendPart}
        onRedirect={onRedirect}
        renderLink={renderLink}
        onSectionChange={(sectionId) => {
          const step = resolved.route.analyticsSections?.[sectionId];
          if (step !== undefined) trackStep(state, step, `${resolved.name}.${sectionId}`);
        }}
        onDataChange={(data) => {
          if (stepName === "newAccount") storeResidence(state, residenceOfRegistration(data));
          // The form's first data is what it was given; what the client changes is kept.
          if (!draftStarted.current) draftStarted.current = true;
          else if (state.token) keepDraft(resolved.name, state.token, module.kept(data));
        }}
      />
      {differences ? (
        <differences.View
          differences={differences.rows}
          schema={module.schema}
          uiSchema={module.uiSchema}
          namespace={namespace}
          translator={translator}
          onCorrect={(field) => {
            setDifferences(undefined);
            // After the dialog gives focus back: the first field that differs takes it.
            setTimeout(() => {
              const target = document.getElementById(`root_${field}`);
              target?.focus();
              target?.scrollIntoView({ block: "center" });
            });
          }}
          onKeep={() => {
            setDifferences(undefined);
            void submit(differences.data, { [differences.confirmWith]: true });
          }}
        />
      ) : null}
    </Frame>
  );
}
