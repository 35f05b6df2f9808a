/**
 * The check of prefilled data (spec: personal data from a document scan, `ui:prefill`): after
 * the animation's time, the prefilled fields are validated by the browser and the server. Errors
 * show under their fields with the summary; without errors the form shows, and the confirmation
 * layer opens when `confirmWhen` holds and the whole form is valid.
 */
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import { matchesCondition } from "../logic/matches-condition.ts";
import { errorsOf, isEmpty } from "./form-data.ts";
import { blocksFields } from "./form-notices.ts";
import { update, type FormState } from "./form-state.ts";
import { blur, fail, isValid } from "./form-validation.ts";

/** Runs the check once, while the form shows it (`checkingPrefill`); later calls do nothing. */
export async function checkPrefill(form: FormState): Promise<void> {
  const { config } = form;
  const fields = config.prefilledFields ?? [];
  if (!form.snapshot.checkingPrefill || form.prefillChecked) return;
  form.prefillChecked = true;
  const review = config.options.prefill;
  const wait = config.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  let errors: FieldErrors;
  try {
    await wait(review.checkAfterMs ?? 0);
    const filled = new Set(fields.filter((f) => !isEmpty(form.snapshot.data[f])));
    // A failed server check leaves its field as it is (as on blur); submit asks again.
    await Promise.all([...filled].map((field) => blur(form, field)));
    errors = {
      ...errorsOf(config.validate(form.snapshot.data), filled),
      ...form.snapshot.errors,
    };
  } finally {
    // Whatever happens, the form is never left hidden behind the animation.
    update(form, { checkingPrefill: false });
  }
  const data = form.snapshot.data;
  if (Object.keys(errors).length) return fail(form, errors);
  const confirm =
    config.options.submit.confirm === true &&
    review.confirmWhen !== undefined &&
    matchesCondition(review.confirmWhen, data) &&
    isValid(form) &&
    !blocksFields(form.snapshot.notices);
  if (confirm) update(form, { confirming: true });
}
