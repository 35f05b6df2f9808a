/**
 * Sending part of a form to the host, by id (a section marked `send`, a `send` link), under the
 * submit lock: the host's answer brings values into the form, or errors to show.
 */
import { change, replacedBy } from "./data-changes.ts";
import { withoutUsedUp } from "./form-data.ts";
import { update, type FormState } from "./form-state.ts";
import { failAnswered, forgetAnswers } from "./form-validation.ts";
import { releaseSubmitLock, submitLockHeld, takeSubmitLock } from "./submit-lock.ts";

/**
 * Sends part of the form to the host, by id (a sent section again: "resend the code"; a `send`
 * link: "verify by e-mail instead"). Ignored while another request is in flight. Resolves
 * whether it was sent.
 */
export async function sendPart(form: FormState, id: string): Promise<boolean> {
  const send = form.config.sendPart;
  if (!send || submitLockHeld(form)) return false;
  takeSubmitLock(form);
  try {
    const result = await send(id, form.snapshot.data);
    if (!result?.sent) emptyUsedUp(form, id);
    if (result?.errors && Object.keys(result.errors).length) {
      failAnswered(form, result.errors);
      return false;
    }
    if (!result?.sent) return false;
    if (result.data) update(form, replacedBy(form, { ...form.snapshot.data, ...result.data }));
    forgetAnswers(form);
    update(form, { sentPart: { id, seq: (form.snapshot.sentPart?.seq ?? 0) + 1 } });
    return true;
  } finally {
    releaseSubmitLock(form);
  }
}

/**
 * A section's send that did not go through used up what `resetOnReopen` names (a bot-check
 * proof is spent once the host has seen it), so those fields are emptied and asked for again.
 * Done before the answer's errors are shown: emptying a field clears its error.
 */
function emptyUsedUp(form: FormState, id: string): void {
  const section = form.config.options.sections.find((s) => s.id === id && s.send);
  if (!section || form.snapshot.sentSections.includes(id)) return;
  const emptied = withoutUsedUp(section, form.snapshot.data);
  if (emptied) change(form, emptied);
}
