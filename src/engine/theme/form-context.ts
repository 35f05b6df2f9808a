/**
 * What the engine's templates and the project's widgets read from RJSF's `formContext`: the
 * same object for the life of a form. State that changes (data, notices, sections) is read
 * through `useFormState`, so only what shows it re-renders.
 */
import type { ReactNode } from "react";
import type { FormController, FormSnapshot } from "../form/form-controller.ts";
import type { FormLink } from "../logic/engine-ui-schema.ts";
import type { Translator } from "../logic/translator.ts";
import { useFormState } from "./use-form-state.ts";

export interface EngineFormContext {
  controller: FormController;
  translator: Translator;
  /** The step's locale namespace. */
  namespace: string;
  /** Values the app provides (language country, residence…), also used by `x-context` fields. */
  context: Readonly<Record<string, unknown>>;
  /** Renders a link that leads away from the form (route, page, back), as the host does. */
  renderLink?: ((link: FormLink) => ReactNode) | undefined;
  /**
   * Asks the host's server a question for a widget (a postal code's cities, an address search):
   * the answer's data, or undefined when it failed; never throws.
   */
  lookup: Lookup;
}

export type Lookup = (
  action: string,
  payload: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
) => Promise<Readonly<Record<string, unknown>> | undefined>;

export function engineContextOf(registry: { formContext?: unknown }): EngineFormContext {
  return registry.formContext as EngineFormContext;
}

/** The field name behind an RJSF id such as `root_email`. */
export function fieldOfId(id: string): string {
  return id.replace(/^root_/, "").split("_")[0] ?? id;
}

export const errorIdOf = (id: string) => `${id}__error`;
export const helpIdOf = (id: string) => `${id}__help`;
export const noticeIdOf = (id: string) => `${id}__notice`;

/** The ids that describe an input: its help, its error and its notice, when shown. */
export function describedByFor(
  id: string,
  parts: { help?: boolean; error?: boolean; notice?: boolean },
): string | undefined {
  const ids = [
    parts.help && helpIdOf(id),
    parts.error && errorIdOf(id),
    parts.notice && noticeIdOf(id),
  ].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

const NO_ERRORS: readonly string[] = [];

/**
 * The error messages of the field a template or widget with this id shows. Errors are kept per
 * top-level field; a part nested in a field (an array's item) shows none of its own.
 */
export function fieldErrorsOf(snapshot: FormSnapshot, id: string): readonly string[] {
  const field = fieldOfId(id);
  if (id !== `root_${field}`) return NO_ERRORS;
  return snapshot.errors[field] ?? NO_ERRORS;
}

/**
 * A field's error messages, read from the form's controller. Errors reach the fields that show
 * them straight from the controller, not through RJSF: a submit, or a blur check answering,
 * re-renders the fields whose errors changed and nothing else.
 */
export function useFieldErrors(registry: { formContext?: unknown }, id: string): readonly string[] {
  return useFormState(registry, (snapshot) => fieldErrorsOf(snapshot, id));
}

interface DescribedWidgetProps {
  id: string;
  uiSchema?: Record<string, unknown> | undefined;
  registry: { formContext?: unknown };
}

/**
 * What a widget's input says of its field to assistive technology: `describedBy` ties its help,
 * error and notices to it, `invalid` whether the field has an error.
 */
export function useFieldDescription({ id, uiSchema, registry }: DescribedWidgetProps): {
  describedBy: string | undefined;
  invalid: boolean;
} {
  const field = fieldOfId(id);
  const hasNotice = useFormState(registry, (s) => s.notices.some((n) => n.field === field));
  const invalid = useFieldErrors(registry, id).length > 0;
  const describedBy = describedByFor(id, {
    help: typeof uiSchema?.["ui:help"] === "string",
    error: invalid,
    notice: hasNotice,
  });
  return { describedBy, invalid };
}

interface ControlWidgetProps extends DescribedWidgetProps {
  htmlName?: string | undefined;
  required?: boolean | undefined;
}

/**
 * The attributes a widget's main control carries: its id and name, whether it is required,
 * and its error state and descriptions for assistive technology.
 */
export function useControlProps(props: ControlWidgetProps) {
  const { describedBy, invalid } = useFieldDescription(props);
  return {
    id: props.id,
    name: props.htmlName ?? props.id,
    required: props.required,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  } as const;
}

/** Whether a blur inside a group of controls (radios, date boxes) moves focus out of the group. */
export function leavesGroup(event: {
  currentTarget: HTMLElement;
  relatedTarget: EventTarget | null;
}): boolean {
  return !event.currentTarget.contains(event.relatedTarget as Node | null);
}

/** A blocking notice can take focus, so Continue or Next pressed while it shows can point at it. */
export function blockingNoticeProps(blocks: boolean | undefined) {
  return blocks ? ({ "data-blocking-notice": true, tabIndex: -1 } as const) : {};
}
