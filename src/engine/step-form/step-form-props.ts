/** What a host gives StepForm: the step's schemas and validator, its texts, and its callbacks. */
import type { RegistryWidgetsType, ValidatorType } from "@rjsf/utils";
import type { ReactNode } from "react";
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import type { PartResult, SubmitResult, ValidateField } from "../form/form-controller.ts";
import type { FormData, FormLink, RedirectTarget } from "../logic/engine-ui-schema.ts";
import type { Translator } from "../logic/translator.ts";
import type { Lookup } from "../theme/engine-form-context.ts";

export interface StepFormProps {
  /** The step's locale namespace: labels are read from `<namespace>:fields.<field>.…`. */
  namespace: string;
  schema: JsonSchema;
  uiSchema: Record<string, unknown>;
  /** RJSF validator for this schema: precompiled in the browser, so no code is compiled at run time. */
  validator: ValidatorType;
  initialData?: FormData;
  /**
   * The initial data was read from elsewhere (a document scan): the form checks it first, as
   * the UI schema's `ui:prefill` says.
   */
  prefilled?: boolean;
  /**
   * Sections the host already took and still holds to (a code sent and still valid): the form
   * starts after them, their fields read-only, as it would be had they just been sent.
   */
  sentSections?: readonly string[];
  /** Values for `x-context` fields and for widgets (language country, residence…). */
  context?: Readonly<Record<string, unknown>>;
  translator: Translator;
  /** Project widgets by name, added to the engine's own. */
  widgets?: RegistryWidgetsType;
  validateField?: ValidateField;
  submit: (data: FormData) => Promise<SubmitResult | undefined>;
  /** Sends part of the form (a section marked `send`, a `send` link) by its id. */
  sendPart?: (partId: string, data: FormData) => Promise<PartResult | undefined>;
  onRedirect?: (target: RedirectTarget, data: FormData) => void;
  /** Answers widgets' questions to the server (see `EngineFormContext.lookup`). */
  lookup?: Lookup;
  /** Renders a `ui:links` entry, e.g. as a router link. */
  renderLink?: (link: FormLink) => ReactNode;
  /** Told of every change of the form's data, after effects. */
  onDataChange?: (data: FormData) => void;
  /** Told which section is revealed, at start and after each Continue (forms with `ui:sections`). */
  onSectionChange?: (sectionId: string) => void;
}
