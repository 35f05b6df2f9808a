/**
 * Reading RJSF's `formContext` (`EngineFormContext`) and ids in the engine's templates and the
 * project's widgets: the field behind an id, its errors and descriptions. State that changes
 * (data, notices, sections) is read through `useFormState`, so only what shows it re-renders.
 */
import { collectPropertySchemas, type JsonSchema } from "../../shared/schema/json-schema.ts";
import type { FormSnapshot } from "../form/form-controller.ts";
import type { EngineFormContext } from "./engine-form-context.ts";
import { useFieldState } from "./use-form-state.ts";

export function engineContextOf(registry: { formContext?: unknown }): EngineFormContext {
  return registry.formContext as EngineFormContext;
}

/** What an id is read against: RJSF's registry, or anything else with the schema it renders. */
export interface FieldNames {
  rootSchema?: unknown;
}

const fieldNamesBySchema = new WeakMap<object, readonly string[]>();

/** The form's field names, longest first, so `g1_name` is found before `g1`. */
function fieldNamesOf(schema: JsonSchema): readonly string[] {
  let names = fieldNamesBySchema.get(schema);
  if (!names) {
    names = [...collectPropertySchemas(schema).keys()].sort((a, b) => b.length - a.length);
    fieldNamesBySchema.set(schema, names);
  }
  return names;
}

/** Whether an RJSF id is the field's own control, not a part inside the field (an array's item). */
export function isFieldId(id: string, field: string): boolean {
  return id === `root_${field}`;
}

/**
 * The form's field behind an RJSF id: `root_email` is `email`, `root_g1_name` is `g1_name`, and a
 * part inside a field (`root_taxes_0` of an array `taxes`) is that field. Field names may hold the
 * id's separator, so the id is read against the names of the schema rendered.
 */
export function fieldOfId(id: string, registry: FieldNames): string {
  const schema = registry.rootSchema as JsonSchema | undefined;
  if (!schema) return fieldOfPath(id.replace(/^root_/, ""), undefined);
  // Asked by every field's subscriptions on every change: each id is read once per schema.
  let fields = fieldsById.get(schema);
  if (!fields) {
    fields = new Map();
    fieldsById.set(schema, fields);
  }
  let field = fields.get(id);
  if (field === undefined) {
    field = fieldOfPath(id.replace(/^root_/, ""), schema);
    fields.set(id, field);
  }
  return field;
}

const fieldsById = new WeakMap<JsonSchema, Map<string, string>>();

function fieldOfPath(path: string, schema: JsonSchema | undefined): string {
  const named = schema
    ? fieldNamesOf(schema).find((name) => path === name || path.startsWith(`${name}_`))
    : undefined;
  return named ?? path.split("_")[0] ?? path;
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
export function fieldErrorsOf(
  snapshot: FormSnapshot,
  id: string,
  registry: FieldNames,
): readonly string[] {
  const field = fieldOfId(id, registry);
  if (!isFieldId(id, field)) return NO_ERRORS;
  return snapshot.errors[field] ?? NO_ERRORS;
}

/**
 * A field's error messages, read from the form's controller. Errors reach the fields that show
 * them straight from the controller, not through RJSF: a submit, or a blur check answering,
 * re-renders the fields whose errors changed and nothing else.
 */
export function useFieldErrors(
  registry: { formContext?: unknown } & FieldNames,
  id: string,
): readonly string[] {
  return useFieldState(registry, fieldOfId(id, registry), (snapshot) =>
    fieldErrorsOf(snapshot, id, registry),
  );
}

interface DescribedWidgetProps {
  id: string;
  uiSchema?: Record<string, unknown> | undefined;
  registry: { formContext?: unknown } & FieldNames;
}

/**
 * What a widget's input says of its field to assistive technology: `describedBy` ties its help,
 * error and notices to it, `invalid` whether the field has an error.
 */
export function useFieldDescription({ id, uiSchema, registry }: DescribedWidgetProps): {
  describedBy: string | undefined;
  invalid: boolean;
} {
  const field = fieldOfId(id, registry);
  const hasNotice = useFieldState(registry, field, (s) => s.notices.some((n) => n.field === field));
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
