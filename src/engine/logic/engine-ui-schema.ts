/**
 * The declarative parts of a UI schema the engine understands beyond RJSF's own: effects,
 * notices, sections, outcomes and links. All conditions are JSON Schema over the form data.
 */
import type { JsonSchema } from "../../shared/schema/json-schema.ts";

export type FormData = Record<string, unknown>;

/**
 * Changes the form makes to itself.
 * - `when` fires when the condition becomes true (and, for `remember`, when it stops being true);
 * - `onChange` fires whenever the named field changes.
 *
 * @example { "when": { "properties": { "noLimitExpiryDate": { "const": true } }, "required": ["noLimitExpiryDate"] },
 *            "remember": ["documentExpirationDate"] }
 */
export interface Effect {
  when?: JsonSchema;
  onChange?: string;
  /** Values to set. */
  set?: Record<string, unknown>;
  /** Fields to empty. */
  clear?: string[];
  /** Fields to empty and keep aside while the condition holds, and to put back when it ends. */
  remember?: string[];
}

/** A message shown while its condition holds; `blocks` stops continuing and submitting. */
export interface Notice {
  id: string;
  /** Shown under this field; without one, above the submit button. */
  field?: string;
  severity: "info" | "warning" | "error";
  blocks?: boolean;
  when?: JsonSchema;
}

/** Where the form may send the user instead of submitting: a named link, filled from a field. */
export interface RedirectTarget {
  link: string;
  field?: string;
}

/** What happens when a section's Continue is pressed, or when a value is chosen. */
export interface Outcome {
  when?: JsonSchema;
  redirect?: RedirectTarget;
  /** A yes/no question; yes goes on, no follows `no`. */
  ask?: { id: string; no: { redirect: RedirectTarget } };
}

/** Part of a form revealed in order, each with a Continue button, before the submit. */
export interface Section {
  id: string;
  fields: string[];
  /** Checked in order when Continue is pressed; the first that matches is followed. */
  continue?: Outcome[];
  /**
   * Continue sends the form's data to the host (a server action of its own, e.g. "send me a
   * code") before the next section opens. Once sent, the section's fields are read-only until
   * it is reopened (a `reopen` link).
   */
  send?: boolean;
  /** Continue is marked disabled until the section's fields pass the browser's validation. */
  enableWhenValid?: boolean;
  /**
   * Fields Continue needs that the schema cannot require: a bot-check proof guards the number's
   * first code, but the step's own submit (the code) goes without it. Missing, they are reported
   * with their `required` message, and `enableWhenValid` keeps Continue marked disabled.
   */
  required?: string[];
  /**
   * Fields emptied when the section is reopened, or when its send did not go through: what its
   * send used up (a bot-check proof, used once whatever the answer).
   */
  resetOnReopen?: string[];
}

/**
 * A link shown with the form. The host renders those that lead away: to another route of the
 * flow (`route`), to a named page outside it (`link`), or back in the browser's history
 * (`back`). The engine renders those that act on the form: `reopen` a sent section, `resend`
 * one, or `send` the form's data to the host under the link's id.
 */
export interface FormLink {
  id: string;
  route?: string;
  link?: string;
  back?: boolean;
  reopen?: string;
  resend?: string;
  send?: boolean;
  /** Shown only while this section is the one open, under its fields. */
  section?: string;
  /** Shown only while the condition holds over the form's data. */
  when?: JsonSchema;
}

export interface SubmitOptions {
  /** Next is enabled only while the browser's validation finds nothing. */
  enableWhenValid?: boolean;
  /** A confirmation layer lists the values before the data is sent. */
  confirm?: boolean;
}

/**
 * How a form that starts from data read elsewhere (a document scan) asks the user to check it:
 * an animation for `checkAfterMs`, then the filled fields are validated; with no errors and
 * `confirmWhen` holding, the confirmation layer opens.
 */
export interface PrefillReview {
  checkAfterMs?: number;
  confirmWhen?: JsonSchema;
}

export interface EngineUiOptions {
  effects: Effect[];
  notices: Notice[];
  sections: Section[];
  outcomes: Outcome[];
  links: FormLink[];
  submit: SubmitOptions;
  prefill: PrefillReview;
}

/** Reads the engine's own keys from a UI schema's root. */
export function engineOptionsOf(uiSchema: Record<string, unknown>): EngineUiOptions {
  const list = <T>(key: string): T[] =>
    Array.isArray(uiSchema[key]) ? (uiSchema[key] as T[]) : [];
  const submit = (uiSchema["ui:submitButtonOptions"] ?? {}) as SubmitOptions;
  return {
    effects: list<Effect>("ui:effects"),
    notices: list<Notice>("ui:notices"),
    sections: list<Section>("ui:sections"),
    outcomes: list<Outcome>("ui:outcomes"),
    links: list<FormLink>("ui:links"),
    submit,
    prefill: uiSchema["ui:prefill"] ?? {},
  };
}
