/**
 * Renders a widget example (`widgets/<widget>/examples.ts`) through the engine's StepForm in
 * jsdom, with a flat-map translator and an Ajv validator compiled at run time.
 */
import { render } from "@testing-library/react";
import { customizeValidator } from "@rjsf/validator-ajv8";
import {
  mapTranslator,
  StepForm,
  type FormData,
  type StepFormProps,
} from "../../src/engine/index.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";
import { PROJECT_WIDGETS } from "../../widgets/index.ts";

/** One entry of a widget's `examples.ts` (the lists are `as const`, hence the loose shapes). */
export interface WidgetExample {
  readonly name: string;
  readonly schema: object;
  readonly uiSchema: object;
  readonly formData: object;
  readonly context?: object;
}

/** Texts every example may read, whatever the widget. */
export const COMMON_MESSAGES: Record<string, string> = {
  "common:next": "Next",
  "common:continue": "Continue",
  "common:close": "Close",
  "common:selectPlaceholder": "Select",
  "common:noOptions": "No options",
  "common:recommended": "Recommended",
  "common:showOptions": "Show options",
  "common:searchCountry": "Search for a country",
  "common:search": "Search the list",
  "common:date.day": "Day",
  "common:date.month": "Month",
  "common:date.year": "Year",
};

export interface RenderExampleOptions {
  /** Extra translations, on top of COMMON_MESSAGES. */
  messages?: Record<string, string>;
  onDataChange?: (data: FormData) => void;
  /** Replaces the example's form data / context, for variants of an example. */
  formData?: FormData;
  context?: Record<string, unknown>;
  /** Answers the widgets' questions to the server (StepForm's `lookup`). */
  lookup?: StepFormProps["lookup"];
  /** The step's submit; by default it takes anything. */
  submit?: StepFormProps["submit"];
}

export function renderExample(example: WidgetExample, options: RenderExampleOptions = {}) {
  const schema = example.schema as JsonSchema;
  const props: StepFormProps = {
    namespace: "example",
    schema,
    uiSchema: example.uiSchema as Record<string, unknown>,
    initialData: { ...(options.formData ?? (example.formData as FormData)) },
    context: options.context ?? (example.context as Record<string, unknown> | undefined),
    widgets: PROJECT_WIDGETS,
    translator: mapTranslator({ ...COMMON_MESSAGES, ...options.messages }),
    submit: options.submit ?? (async () => undefined),
    validator: customizeValidator(),
    onDataChange: options.onDataChange,
    lookup: options.lookup,
  };
  return { ...render(<StepForm {...props} />), props };
}

/** Records every data change StepForm reports; `last()` is the current form data. */
export function dataRecorder() {
  const changes: FormData[] = [];
  return {
    changes,
    onDataChange: (data: FormData) => {
      changes.push(data);
    },
    last: (): FormData => changes[changes.length - 1] ?? {},
  };
}
