/**
 * A form's errors: the browser's check of the whole form, the server's check of a field the user
 * leaves (blur), the host's answers to a send, and how a failure is shown (the error summary).
 */
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import { isEmpty } from "./form-data.ts";
import { focusOn, update, type FormState } from "./form-state.ts";

/**
 * Whether the browser's validation of the whole form passes now. Asked by what shows it (Next
 * with `enableWhenValid`), not on every change, and remembered until the data changes.
 */
export function isValid(form: FormState): boolean {
  const { data } = form.snapshot;
  const { config } = form;
  if (form.validity?.data !== data) {
    const valid = config.isValid
      ? config.isValid(data)
      : Object.keys(config.validate(data)).length === 0;
    form.validity = { data, valid };
  }
  return form.validity.valid;
}

/**
 * A field lost focus: ask the server about it; a later blur of the same field wins. An empty
 * field is not reported on blur (passing through it is not an answer); Continue and submit
 * report what is missing.
 */
export function blur(form: FormState, field: string): Promise<void> {
  const { validateField } = form.config;
  const { data, errors } = form.snapshot;
  const { answered } = form;
  if (!validateField || isEmpty(data[field])) return Promise.resolve();
  if (errors[field] && answered.get(field) === data[field]) return Promise.resolve();
  form.left.add(field);
  return form.validations.run(
    field,
    (signal) => validateField(field, data, signal),
    (messages) => {
      const { [field]: previous, ...errors } = form.snapshot.errors;
      const same = form.snapshot.data[field] === data[field];
      if (messages.length && same) errors[field] = messages;
      // A send answered while this check was under way (Enter locks the page, which blurs the
      // field): the host's verdict on the same value stands.
      else if (previous && same && answered.get(field) === data[field]) errors[field] = previous;
      update(form, { errors });
    },
  );
}

/**
 * A part was sent again (a new code): what the host said of the values sent before (this code
 * is wrong, 4 tries left) no longer holds, so those errors go.
 */
export function forgetAnswers(form: FormState): void {
  const { answered } = form;
  if (!answered.size) return;
  const errors = Object.fromEntries(
    Object.entries(form.snapshot.errors).filter(([field]) => !answered.has(field)),
  );
  answered.clear();
  update(form, {
    errors,
    summaryVisible: form.snapshot.summaryVisible && Object.keys(errors).length > 0,
  });
}

/** The host's answer found these fields wrong: shown like any failure, and remembered. */
export function failAnswered(form: FormState, errors: FieldErrors): void {
  for (const field of Object.keys(errors)) form.answered.set(field, form.snapshot.data[field]);
  fail(form, errors);
}

/** The errors show under their fields and in the summary, which takes focus. */
export function fail(form: FormState, errors: FieldErrors): void {
  update(form, { errors, summaryVisible: true, focus: focusOn(form, { target: "summary" }) });
}

/** Focus moves to the blocking notice: it says why the form cannot go on. */
export function pointAtNotice(form: FormState): void {
  update(form, { focus: focusOn(form, { target: "notice" }) });
}
