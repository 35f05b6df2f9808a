/**
 * Everything a form controller remembers: the state it shows, as one immutable snapshot, who is
 * told when that changes (readers of the whole form, and readers of one field, who are not told
 * of other fields' values), and what each of its parts keeps between calls. The parts are
 * functions of it, one module per concern (data-changes, form-validation, form-sections…).
 */
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import type { EffectMemory } from "../logic/apply-effects.ts";
import type { FormData, Notice, Outcome } from "../logic/engine-ui-schema.ts";
import type { FieldValidationQueue } from "./field-validation-queue.ts";
import type { FormControllerOptions } from "./form-options.ts";
import type { WithoutAbsent } from "./present-fields.ts";

export interface FormSnapshot {
  data: FormData;
  /**
   * Increments when the renderer must be handed the data again: a field it renders or takes its
   * shape from (`rendersField`) changed outside it.
   */
  dataVersion: number;
  /** The fields that show for the data (`presentFields`); undefined: every field does. */
  present: ReadonlySet<string> | undefined;
  errors: FieldErrors;
  /** The error summary is shown after a failed submit, until the errors are gone. */
  summaryVisible: boolean;
  submitting: boolean;
  /** Index of the last revealed section (all fields show when the form has no sections). */
  sectionIndex: number;
  /** Sections sent and not reopened: their fields are read-only. */
  sentSections: readonly string[];
  /** The last part sent, by id, with `seq` rising on every send: a status line says it went. */
  sentPart: { id: string; seq: number } | undefined;
  /** Notices whose conditions hold now. */
  notices: Notice[];
  /** The question of a section's Continue that waits for an answer. */
  question: string | undefined;
  confirming: boolean;
  /** The prefilled data is being checked; the form waits behind an animation. */
  checkingPrefill: boolean;
  /**
   * Where focus should move; `seq` increments with each move. `target` is `"summary"`, a field
   * name, or `"notice"` (the blocking notice); `then` names the fields to try when the target
   * field is not rendered (its condition does not hold).
   */
  focus:
    | {
        target: string;
        then?: readonly string[];
        /** Take whichever of `target` and `then` comes first on the page, not the first named. */
        inPageOrder?: boolean;
        seq: number;
      }
    | undefined;
  /**
   * What widgets share with each other, by key (the cities and streets a postal code look-up
   * found, read by the city and street fields).
   */
  shared: Readonly<Record<string, unknown>>;
}

/**
 * Parts of the state only the form as a whole shows (Next, the summary, dialogs): fields are not
 * told when they change (`subscribeField`), so a submit's "under way" re-checks no field.
 */
const FORM_LEVEL_PARTS: ReadonlySet<keyof FormSnapshot> = new Set<keyof FormSnapshot>([
  "submitting",
  "summaryVisible",
  "focus",
  "question",
  "confirming",
  "checkingPrefill",
]);

type Focus = NonNullable<FormSnapshot["focus"]>;

export interface FormState {
  readonly config: FormControllerOptions;
  /** The state now: a new object after every change. */
  snapshot: FormSnapshot;
  readonly listeners: Set<() => void>;
  readonly fieldListeners: Map<string, Set<() => void>>;
  focusSeq: number;
  /** Data and effects: what effects remember (data-changes). */
  memory: EffectMemory;
  /** The data the renderer has: handed to it at the latest `dataVersion`, or reported by it since. */
  rendererData: FormData;
  readonly withoutAbsent: WithoutAbsent;
  /** Blur checks under way (form-validation). */
  readonly validations: FieldValidationQueue;
  /** Fields the user has left at least once: their checks are shown, so they are kept current. */
  readonly left: Set<string>;
  /**
   * The values the host's answer to a send found wrong (a wrong one-time code), by field. A blur
   * check of the same value is not asked again: it cannot know what the send learnt, and its
   * "no error" would wipe the host's answer when focus moves to the summary.
   */
  readonly answered: Map<string, unknown>;
  /** Whether the browser's validation passed, for the data it was asked of. */
  validity?: { data: FormData; valid: boolean } | undefined;
  /** The outcome of a Continue whose question waits for an answer (form-sections). */
  pendingOutcome?: Outcome | undefined;
  /** The prefilled data was checked (prefill-check). */
  prefillChecked?: boolean;
}

export function subscribe(form: FormState, listener: () => void): () => void {
  form.listeners.add(listener);
  return () => form.listeners.delete(listener);
}

/**
 * Like `subscribe`, for a reader of one field's value and of the form's state besides its data
 * (errors, notices, sections…): a change of other fields' values alone is not told to it. On
 * a form of 60 fields a keystroke tells the typed field's readers, not every field's.
 */
export function subscribeField(form: FormState, field: string, listener: () => void): () => void {
  const { fieldListeners } = form;
  let listeners = fieldListeners.get(field);
  if (!listeners) {
    listeners = new Set();
    fieldListeners.set(field, listeners);
  }
  listeners.add(listener);
  const own = listeners;
  return () => {
    own.delete(listener);
    if (own.size === 0 && fieldListeners.get(field) === own) fieldListeners.delete(field);
  };
}

export function update(form: FormState, patch: Partial<FormSnapshot>): void {
  const previous = form.snapshot;
  form.snapshot = { ...previous, ...patch };
  for (const listener of form.listeners) listener();
  // A change of the form's own parts (a submit under way, focus, the summary) tells no field.
  const onlyData = (Object.keys(patch) as (keyof FormSnapshot)[]).every(
    (key) => key === "data" || FORM_LEVEL_PARTS.has(key) || patch[key] === previous[key],
  );
  for (const [field, listeners] of form.fieldListeners) {
    if (onlyData && previous.data[field] === form.snapshot.data[field]) continue;
    for (const listener of listeners) listener();
  }
}

/** A move of focus, numbered after the last so that a move to the same place is a new one. */
export function focusOn(form: FormState, move: Omit<Focus, "seq">): Focus {
  return { ...move, seq: ++form.focusSeq };
}
