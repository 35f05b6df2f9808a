/**
 * The form's submit lock: while a submit or a send is under way the form shows itself busy
 * (`submitting`), and a submit, a Continue or a send asked meanwhile is ignored. Whoever takes
 * it releases it in a `finally`, so the form is never left busy.
 */
import { update, type FormState } from "./form-state.ts";

export function submitLockHeld(form: FormState): boolean {
  return form.snapshot.submitting;
}

export function takeSubmitLock(form: FormState): void {
  update(form, { submitting: true });
}

export function releaseSubmitLock(form: FormState): void {
  update(form, { submitting: false });
}
