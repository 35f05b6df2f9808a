/**
 * Renders one step from its schema and UI schema with RJSF and the engine's theme. The form's
 * logic lives in a FormController; this component only binds it to RJSF and the DOM. Its parts
 * are in step-form/: the props, the browser's validation, the schema RJSF renders and focus moves.
 */
import Form, { getDefaultRegistry } from "@rjsf/core";
import type { RJSFSchema, TranslatableString, UiSchema } from "@rjsf/utils";
import { englishStringTranslator, retrieveSchema } from "@rjsf/utils";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { messageKeysFor, messageParams } from "../shared/messages/validation-messages.ts";
import { applyContext, type JsonSchema } from "../shared/schema/json-schema.ts";
import { FormController } from "./form/form-controller.ts";
import { DEFAULT_FORM_STATE, initialFormData } from "./form/initial-form-data.ts";
import { whenIdle } from "./form/when-idle.ts";
import { completeOrder } from "./logic/complete-order.ts";
import { engineOptionsOf, type FormData } from "./logic/engine-ui-schema.ts";
import { fieldDependentsOf } from "./logic/field-dependencies.ts";
import { presentFieldsFor, presentFieldsOf } from "./logic/form-shape.ts";
import { labelParamsFor, localiseUiSchema } from "./logic/localise-ui-schema.ts";
import { UnsupportedConditionError } from "./logic/matches-condition.ts";
import { browserValidation } from "./step-form/browser-validation.ts";
import { useFocusMoves } from "./step-form/focus-moves.ts";
import { renderedShapeOf } from "./step-form/rendered-shape.ts";
import type { StepFormProps } from "./step-form/step-form-props.ts";
import { bindWidgets } from "./theme/bind-widget.tsx";
import { ConfirmationLayer } from "./theme/ConfirmationLayer.tsx";
import { Dialog } from "./theme/Dialog.tsx";
import type { EngineFormContext } from "./theme/engine-form-context.ts";
import { ENGINE_FIELDS, ENGINE_TEMPLATES, ENGINE_WIDGETS } from "./theme/engine-theme.ts";
import { ErrorSummary } from "./theme/ErrorSummary.tsx";
import { fieldOfId } from "./theme/form-context.ts";
import { FormNotices } from "./theme/FormNotices.tsx";
import { NextButton } from "./theme/NextButton.tsx";
import { PrefillCheck } from "./theme/PrefillCheck.tsx";
import { useControllerState } from "./theme/use-form-state.ts";

const NO_CONTEXT: Readonly<Record<string, unknown>> = {};

export function StepForm(props: StepFormProps) {
  const { namespace, schema, validator, translator, context = NO_CONTEXT } = props;
  const rjsfSchema = schema as RJSFSchema;
  const ordered = useMemo(() => completeOrder(schema, props.uiSchema), [schema, props.uiSchema]);
  const uiSchema = ordered.uiSchema;
  useEffect(() => {
    for (const problem of ordered.problems)
      console.error(`Form configuration (${namespace}): ${problem}`);
  }, [ordered, namespace]);
  const options = useMemo(() => engineOptionsOf(uiSchema), [uiSchema]);
  const shape = useMemo(() => renderedShapeOf(schema), [schema]);
  const validate = useMemo(
    () => browserValidation(validator, schema, translator, namespace),
    [validator, schema, translator, namespace],
  );

  // The controller lives as long as the form; it reaches the newest callbacks through this ref.
  const latestProps = useRef(props);
  useLayoutEffect(() => {
    latestProps.current = props;
  });
  const [controller] = useState(
    // The callbacks read the ref when they are called, after render, never while rendering.
    // eslint-disable-next-line react-hooks/refs
    () =>
      new FormController({
        // The first data as RJSF would make it: the widgets show the controller's data.
        initialData: applyContext(
          schema,
          initialFormData(validator, rjsfSchema, props.initialData ?? {}),
          context,
        ),
        options,
        validate,
        isValid: (data) => validator.isValid(rjsfSchema, data, rjsfSchema),
        validateField: props.validateField
          ? (...args) => latestProps.current.validateField!(...args)
          : undefined,
        submit: (data) => latestProps.current.submit(data),
        sendPart: (partId, data) =>
          latestProps.current.sendPart?.(partId, data) ?? Promise.resolve(undefined),
        requiredMessage: (field) => {
          const issue = { field, keyword: "required", params: { missingProperty: field } };
          return translator.t(messageKeysFor(namespace, issue), messageParams(issue));
        },
        dependents: fieldDependentsOf(schema),
        presentFields: (data) => {
          if (shape.flat) {
            try {
              return presentFieldsFor(schema, data);
            } catch (error) {
              if (!(error instanceof UnsupportedConditionError)) throw error;
            }
          }
          return presentFieldsOf(
            schema,
            retrieveSchema(validator, rjsfSchema, rjsfSchema, data) as JsonSchema,
          );
        },
        shapeFields: shape.shapeFields,
        rendersField: shape.rendersField,
        prefilledFields: props.prefilled ? Object.keys(props.initialData ?? {}) : undefined,
        sentSections: props.sentSections,
        onRedirect: (target, data) => latestProps.current.onRedirect?.(target, data),
      }),
  );
  // Label parameters name fields whose values go into labels ("Tax number in {{country}}").
  const labelParamFields = useMemo(
    () =>
      Object.keys(uiSchema).filter(
        (field) =>
          (
            (uiSchema[field] as Record<string, unknown> | undefined)?.["ui:options"] as
              { labelParams?: unknown } | undefined
          )?.labelParams !== undefined,
      ),
    [uiSchema],
  );
  // The parts of the state this component shows: a keystroke changes none of them, so it
  // re-renders only the field typed into (the fields subscribe to their own parts).
  const snapshot = useControllerState(
    controller,
    (s) => ({
      errors: s.errors,
      summaryVisible: s.summaryVisible,
      checkingPrefill: s.checkingPrefill,
      question: s.question,
      confirmingData: s.confirming ? s.data : undefined,
      focus: s.focus,
      sectionIndex: s.sectionIndex,
      sentKey: s.sentSections.join(","),
      dataVersion: s.dataVersion,
      labelParamKey: JSON.stringify(
        labelParamFields.map((field) =>
          labelParamsFor(uiSchema[field] as Record<string, unknown>, s.data, translator.intlTag),
        ),
      ),
    }),
    sameValues,
  );
  useEffect(() => void controller.checkPrefill(), [controller]);
  // The browser compiles a validator's code on its first run (tens of milliseconds for a large
  // step's): it runs once, its answer unused, while the browser is idle after the form shows, so
  // that a first blur check or submit does not wait for the compiling.
  useEffect(
    () => whenIdle(() => void validate(controller.getSnapshot().data)),
    [validate, controller],
  );
  useEffect(() => {
    let told: FormData | undefined;
    const tell = () => {
      const { data } = controller.getSnapshot();
      if (data === told) return;
      told = data;
      latestProps.current.onDataChange?.(data);
    };
    tell();
    return controller.subscribe(tell);
  }, [controller]);
  const sectionId = options.sections[snapshot.sectionIndex]?.id;
  useEffect(() => {
    if (sectionId) latestProps.current.onSectionChange?.(sectionId);
  }, [sectionId]);

  const { labelParamKey, sentKey } = snapshot;
  const localisedUi = useMemo(
    () =>
      withReadOnlyFields(
        localiseUiSchema(schema, uiSchema, translator, namespace, controller.getSnapshot().data),
        options.sections.filter((s) => sentKey.split(",").includes(s.id)).flatMap((s) => s.fields),
      ),
    // Only label parameters and sent sections depend on state; recomputing on every keystroke
    // would re-render RJSF needlessly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, uiSchema, translator, namespace, labelParamKey, sentKey, controller],
  );

  const summaryRef = useRef<HTMLDivElement>(null);
  useFocusMoves(snapshot.focus, summaryRef);

  // One object for the life of the form: RJSF re-renders every field when it changes.
  const formContext = useMemo<EngineFormContext>(
    () => ({
      controller,
      translator,
      namespace,
      context,
      renderLink: (link) => latestProps.current.renderLink?.(link),
      lookup: (action, payload, signal) =>
        latestProps.current.lookup?.(action, payload, signal) ?? Promise.resolve(undefined),
    }),
    [controller, translator, namespace, context],
  );
  const widgets = useMemo(
    () => bindWidgets({ ...getDefaultRegistry().widgets, ...ENGINE_WIDGETS, ...props.widgets }),
    [props.widgets],
  );

  const labelOf = (field: string) => {
    const title = (localisedUi[field] as Record<string, unknown> | undefined)?.["ui:title"];
    return typeof title === "string" ? title : undefined;
  };
  // The form element is made again only when something RJSF shows changes: widgets read their
  // values from the controller (bindWidgets) and the fields their errors (useFieldErrors), so a
  // keystroke, a ticked box or a submit re-derives no RJSF state and re-renders no other field.
  const form = useMemo(
    () => (
      <Form
        schema={shape.rendered}
        uiSchema={localisedUi as UiSchema}
        validator={validator}
        formData={controller.getSnapshot().data}
        formContext={formContext}
        templates={ENGINE_TEMPLATES}
        fields={ENGINE_FIELDS}
        widgets={widgets}
        // The engine validates (FormController); RJSF's validator only resolves conditional parts.
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- no replacement exists yet in @rjsf/core 6
        noValidate
        // The engine reports every error itself (error summary); the browser's bubbles would
        // cover it, in the browser's language.
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
        translateString={(id: TranslatableString, params?: string[]) =>
          translator.exists(`common:rjsf.${id}`)
            ? translator.t(`common:rjsf.${id}`)
            : englishStringTranslator(id, params)
        }
        onChange={(event) => controller.changeFromRenderer((event.formData ?? {}) as FormData)}
        onBlur={(id) => void controller.blur(fieldOfId(id, { rootSchema: shape.rendered }))}
      >
        <FormNotices controller={controller} translator={translator} namespace={namespace} />
        <NextButton controller={controller} translator={translator} namespace={namespace} />
      </Form>
    ),
    // The data is read when the element is made; `dataVersion` says when it must be handed over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      shape,
      localisedUi,
      validator,
      formContext,
      widgets,
      translator,
      namespace,
      controller,
      snapshot.dataVersion,
    ],
  );

  // Links of a section show under its fields (SectionLinks); the others under the form.
  const formLinks = options.links.filter((link) => !link.section);

  return (
    <div className="step-form">
      {snapshot.summaryVisible && Object.keys(snapshot.errors).length ? (
        <ErrorSummary
          ref={summaryRef}
          title={translator.t("errors:summaryTitle")}
          errors={snapshot.errors}
          labelOf={labelOf}
          order={(uiSchema["ui:order"] as string[] | undefined) ?? []}
        />
      ) : null}
      {snapshot.checkingPrefill ? (
        <PrefillCheck
          durationMs={options.prefill.checkAfterMs ?? 0}
          text={translator.t("common:prefill.checking")}
        />
      ) : null}
      <div
        className="step-form__body"
        hidden={snapshot.checkingPrefill}
        // The controller holds the data and answers the submit: RJSF's own submit would set its
        // state and render the whole form again for nothing. A press of a submit button (Enter in
        // a field presses the first one) goes to it directly, its default cancelled: the
        // browser's form submission would first have its autofill read every control of the
        // form, options included (10 ms on a form with six country lists), for a submit event
        // that is cancelled anyway. Any other submit still arrives here.
        onClickCapture={(event) => {
          const button = (event.target as Element).closest("button[type=submit]");
          if (!button || event.defaultPrevented || !event.currentTarget.contains(button)) return;
          event.preventDefault();
          void controller.submitShown();
        }}
        onSubmitCapture={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void controller.submitShown();
        }}
      >
        {form}
      </div>
      {formLinks.length && props.renderLink ? (
        <ul className="form-links">
          {formLinks.map((link) => (
            <li key={link.id}>{props.renderLink!(link)}</li>
          ))}
        </ul>
      ) : null}
      {snapshot.question ? (
        <Dialog
          title={translator.t(`${namespace}:questions.${snapshot.question}.title`)}
          onClose={() => controller.dismissQuestion()}
          actions={
            <>
              <button
                type="button"
                className="button button--primary"
                onClick={() => controller.answer(true)}
              >
                {translator.t(`${namespace}:questions.${snapshot.question}.yes`)}
              </button>
              <button type="button" className="button" onClick={() => controller.answer(false)}>
                {translator.t(`${namespace}:questions.${snapshot.question}.no`)}
              </button>
            </>
          }
        />
      ) : null}
      {snapshot.confirmingData ? (
        <ConfirmationLayer
          schema={
            retrieveSchema(validator, rjsfSchema, rjsfSchema, snapshot.confirmingData) as JsonSchema
          }
          uiSchema={localisedUi}
          data={snapshot.confirmingData}
          translator={translator}
          onCorrect={() => void controller.confirm(false)}
          onConfirm={() => void controller.confirm(true)}
        />
      ) : null}
    </div>
  );
}

/** Objects with the same values under the same keys. */
function sameValues<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** The UI schema with the named fields read-only (the fields of sections already sent). */
function withReadOnlyFields(
  uiSchema: Record<string, unknown>,
  fields: readonly string[],
): Record<string, unknown> {
  if (!fields.length) return uiSchema;
  const out = { ...uiSchema };
  for (const field of fields)
    out[field] = {
      ...(uiSchema[field] as Record<string, unknown> | undefined),
      "ui:readonly": true,
    };
  return out;
}
