/**
 * How a form's data changes: a widget's value, the renderer's own change, values a widget fills
 * in. Effects run, values of fields that no longer show go, stale errors clear and are checked
 * again, notices follow, and the renderer is handed the data again only when it must be.
 */
import { applyEffects } from "../logic/apply-effects.ts";
import type { FormData } from "../logic/engine-ui-schema.ts";
import { deepEqual, matchesCondition } from "../logic/matches-condition.ts";
import { withValues } from "./form-data.ts";
import { activeNotices } from "./form-notices.ts";
import { focusOn, update, type FormSnapshot, type FormState } from "./form-state.ts";
import { blur } from "./form-validation.ts";

/**
 * The `dataVersion` for new data: the next one when a field the renderer shows itself changed
 * outside it, so it is handed the data again.
 */
function versionFor(form: FormState, data: FormData): number {
  const { rendersField } = form.config;
  const handed = form.rendererData;
  const stale =
    rendersField !== undefined &&
    Object.keys({ ...handed, ...data }).some(
      (field) => rendersField(field) && !deepEqual(handed[field], data[field]),
    );
  if (!stale) return form.snapshot.dataVersion;
  form.rendererData = data;
  return form.snapshot.dataVersion + 1;
}

function noticesFor(form: FormState, data: FormData): FormSnapshot["notices"] {
  return activeNotices(form.config.options.notices, data, form.snapshot.notices);
}

/**
 * The state for data set from outside the widgets (a reopened section, the host's answer to a
 * send), no effects run: values of fields that do not show go, and the renderer and notices
 * follow.
 */
export function replacedBy(
  form: FormState,
  next: FormData,
): Pick<FormSnapshot, "data" | "present" | "dataVersion" | "notices"> {
  const { data, present } = form.withoutAbsent(next);
  return { data, present, dataVersion: versionFor(form, data), notices: noticesFor(form, data) };
}

/**
 * What the renderer reported after a change of its own (a field it renders itself): the fields
 * that differ from what it had go into the data. Its other values may be older than the
 * controller's (widgets give their changes to the controller), so they are not taken.
 */
export function changeFromRenderer(form: FormState, next: FormData): void {
  const had = form.rendererData;
  form.rendererData = next;
  const changed = Object.keys({ ...had, ...next }).filter(
    (field) => !deepEqual(had[field], next[field]),
  );
  if (!changed.length) return;
  change(
    form,
    withValues(
      form.snapshot.data,
      changed.map((field) => [field, next[field]]),
    ),
  );
}

/**
 * A new value set: effects run, values of fields that no longer show go, errors of changed
 * fields clear, fields whose rules depend on a changed field are checked again (when the user
 * has left them before), notices and validity update.
 */
export function change(form: FormState, next: FormData): void {
  const { config, snapshot } = form;
  const { options } = config;
  const before = snapshot.data;
  const effected = applyEffects(options.effects, before, next, form.memory);
  form.memory = effected.memory;
  const { data, present } = form.withoutAbsent(effected.data);
  const changed = Object.keys({ ...before, ...data }).filter((f) => before[f] !== data[f]);
  const stale = new Set(changed.flatMap((field) => config.dependents?.get(field) ?? []));
  const recheck = [...stale].filter((field) => form.left.has(field) && !changed.includes(field));
  const kept = Object.entries(snapshot.errors).filter(
    ([field]) => before[field] === data[field] && !stale.has(field),
  );
  // The same object while no error goes: the renderer is handed errors again only when they change.
  const errors =
    kept.length === Object.keys(snapshot.errors).length
      ? snapshot.errors
      : Object.fromEntries(kept);
  const outcome = options.outcomes.find(
    (o) =>
      o.when && o.redirect && matchesCondition(o.when, data) && !matchesCondition(o.when, before),
  );
  update(form, {
    data,
    present,
    dataVersion: versionFor(form, data),
    errors,
    summaryVisible: snapshot.summaryVisible && Object.keys(errors).length > 0,
    notices: noticesFor(form, data),
  });
  for (const field of recheck) void blur(form, field);
  if (outcome?.redirect) config.onRedirect?.(outcome.redirect, data);
}

/**
 * A widget's new value (a key typed, a box ticked): effects, checks, notices and validity
 * follow at once. Widgets read their values from the controller, so the renderer is not told
 * (it would re-derive and re-render the whole form for every change it hears), unless it
 * renders the field itself or takes its shape from it (`rendersField`).
 */
export function changeField(form: FormState, field: string, value: unknown): void {
  change(form, withValues(form.snapshot.data, [[field, value]]));
}

/**
 * A widget's new value that opens a block of fields ("+ Add another country"): focus moves to
 * the first field it revealed on the page, so the next Tab is not back on the button, which now
 * closes the block.
 */
export function changeFieldAndFocusRevealed(form: FormState, field: string, value: unknown): void {
  const before = form.snapshot.present;
  changeField(form, field, value);
  const after = form.snapshot.present;
  if (!before || !after) return;
  const [first, ...then] = [...after].filter((shown) => !before.has(shown));
  if (first !== undefined)
    update(form, { focus: focusOn(form, { target: first, then, inPageOrder: true }) });
}

/**
 * Values a widget fills into other fields (a postal code look-up fills the city): each filled
 * field is checked again as if the user had left it.
 */
export function fill(form: FormState, values: FormData): void {
  change(form, withValues(form.snapshot.data, Object.entries(values)));
  for (const field of Object.keys(values)) void blur(form, field);
}
