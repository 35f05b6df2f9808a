/**
 * A form's submit and its confirmation layer: blur checks are waited for, the whole form is
 * validated, then the data is sent, or first shown to the user to confirm (`submit.confirm`).
 */
import { blocksFields } from "./form-notices.ts";
import { continueSection } from "./form-sections.ts";
import { update, type FormState } from "./form-state.ts";
import { fail, failAnswered, pointAtNotice } from "./form-validation.ts";
import { releaseSubmitLock, submitLockHeld, takeSubmitLock } from "./submit-lock.ts";

/**
 * The form's own submit (Enter in a field, or the button that shows): the current section's
 * Continue while a later section is still to come, otherwise the step's submit. Enter and the
 * button are one path, so they can never behave differently.
 */
export function submitShown(form: FormState): Promise<void> {
  const { sections } = form.config.options;
  if (sections.length && form.snapshot.sectionIndex < sections.length - 1)
    return continueSection(form);
  return submit(form);
}

/**
 * Submit: waits for blur checks, validates, then confirms or sends. Ignored while a send runs.
 * The form shows itself busy only while there is something to wait for: a submit that fails at
 * once renders once, with its errors.
 */
export async function submit(form: FormState): Promise<void> {
  if (submitLockHeld(form)) return;
  if (form.validations.pendingFields.length) {
    takeSubmitLock(form);
    try {
      await form.validations.settled();
    } finally {
      releaseSubmitLock(form);
    }
  }
  // From here to the send nothing waits, so no other submit can start in between.
  const { config, snapshot } = form;
  const errors = { ...config.validate(snapshot.data), ...snapshot.errors };
  if (Object.keys(errors).length) return fail(form, errors);
  if (blocksFields(snapshot.notices)) return pointAtNotice(form);
  if (config.options.submit.confirm) return update(form, { confirming: true });
  takeSubmitLock(form);
  try {
    await send(form);
  } finally {
    releaseSubmitLock(form);
  }
}

/** Closes the confirmation layer; `confirmed` sends the data, otherwise the user corrects it. */
export async function confirm(form: FormState, confirmed: boolean): Promise<void> {
  update(form, { confirming: false });
  if (!confirmed || submitLockHeld(form)) return;
  takeSubmitLock(form);
  try {
    await send(form);
  } finally {
    releaseSubmitLock(form);
  }
}

async function send(form: FormState): Promise<void> {
  const result = await form.config.submit(form.snapshot.data);
  if (result?.errors && Object.keys(result.errors).length) failAnswered(form, result.errors);
}
