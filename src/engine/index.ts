/** The engine's public surface: what the app and the widgets may import. */
export { StepForm } from "./StepForm.tsx";
export type { StepFormProps } from "./step-form/step-form-props.ts";
export { FormController, type FormSnapshot, type SubmitResult } from "./form/form-controller.ts";
export { createStepValidator } from "./form/precompiled-validator.ts";
export { applyEffects } from "./logic/apply-effects.ts";
export { matchesCondition } from "./logic/matches-condition.ts";
export { filterInput, isInputFilterName, type InputFilterName } from "./logic/input-filters.ts";
export { filteredPasteHandler } from "./logic/filtered-paste.ts";
export { localiseUiSchema } from "./logic/localise-ui-schema.ts";
export {
  countryCollation,
  countryName,
  monthNames,
  provideLocaleNames,
  type LocaleNames,
} from "./logic/locale-names.ts";
export { displayValue, localDate } from "./logic/display-value.ts";
export { mapTranslator, type Translator } from "./logic/translator.ts";
export type { FormData, FormLink, RedirectTarget } from "./logic/engine-ui-schema.ts";
export { Dialog } from "./theme/Dialog.tsx";
export { CheckboxWidget } from "./theme/widgets/CheckboxWidget.tsx";
export {
  useControlProps,
  useFieldDescription,
  useFieldErrors,
  leavesGroup,
  engineContextOf,
  fieldOfId,
} from "./theme/form-context.ts";
export type { EngineFormContext, Lookup } from "./theme/engine-form-context.ts";
export { legendGroup, ownsLabel, stopsWhileAway } from "./theme/widget-marks.ts";
export { FieldIntro } from "./theme/FieldTemplate.tsx";
export { useFormState } from "./theme/use-form-state.ts";
