/** What a form controller is made with: the form's options and the host's callbacks. */
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import type { EngineUiOptions, FormData, Outcome } from "../logic/engine-ui-schema.ts";
import type { FieldDependents } from "../logic/field-dependencies.ts";

/** What a submit answered: field errors to show, or nothing when the form is done. */
export interface SubmitResult {
  errors?: FieldErrors;
}

/**
 * What the host answered when part of the form was sent (a section's Continue, a `send` link):
 * `sent` when it went through, with values to put into the form; field errors to show; or
 * neither when the host dealt with the answer itself (a global error, leaving the page).
 */
export interface PartResult {
  sent?: boolean;
  errors?: FieldErrors;
  data?: FormData;
}

/** The server's opinion of one field, with the rest of the form as context; undefined when it has none. */
export type ValidateField = (
  field: string,
  data: FormData,
  signal: AbortSignal,
) => Promise<string[] | undefined>;

export interface FormControllerOptions {
  initialData: FormData;
  options: EngineUiOptions;
  /** The browser's own validation of the whole form (compiled schema). */
  validate: (data: FormData) => FieldErrors;
  /**
   * Whether the whole form passes the browser's validation, without wording its errors: asked on
   * every change, so it must be cheap. @default no error from `validate`
   */
  isValid?: (data: FormData) => boolean;
  /** The server's opinion of one field, with the rest of the form as context. */
  validateField?: ValidateField;
  submit: (data: FormData) => Promise<SubmitResult | undefined>;
  /** Sends part of the form to the host: a section marked `send`, or a `send` link, by its id. */
  sendPart?: (partId: string, data: FormData) => Promise<PartResult | undefined>;
  /** A field's message when a section's `required` finds it empty. @default "required" */
  requiredMessage?: (field: string) => string;
  /**
   * Fields read from elsewhere (a document scan) that the user is asked to check: the form
   * starts in the prefill check (`ui:prefill`).
   */
  prefilledFields?: readonly string[];
  /**
   * For each field, the fields whose rules depend on it (from the schema's conditional parts):
   * when it changes, their shown errors are stale and are checked again.
   */
  dependents?: FieldDependents;
  /**
   * The fields that show for some data (the schema's conditional parts resolved). The values of
   * the others are dropped as they go: the schema allows no others. @default every field shows
   */
  presentFields?: (data: FormData) => ReadonlySet<string>;
  /**
   * The fields whose values decide which fields show: presence is worked out again only when one
   * of them changes. @default any field may
   */
  shapeFields?: readonly string[];
  /**
   * Whether the renderer must be handed the data again when this field changes outside it: a
   * field it renders itself (an array, an object), or one its shape depends on. Widgets read
   * their values from the controller and need nothing. @default none
   */
  rendersField?: (field: string) => boolean;
  /**
   * Sections (marked `send`) the host already took and still holds to (a code sent and still
   * valid, after a reload): the form starts past them, their fields read-only. @default none
   */
  sentSections?: readonly string[];
  /** Waits; tests pass their own clock. */
  wait?: (ms: number) => Promise<void>;
  /** Called when a section's Continue or a chosen value leads away from the form. */
  onRedirect?: (target: NonNullable<Outcome["redirect"]>, data: FormData) => void;
}
