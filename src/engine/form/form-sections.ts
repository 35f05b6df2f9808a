/**
 * A form in sections (`ui:sections`): Continue checks the open section and follows its outcomes
 * (a question, leaving the form, a send to the host) or reveals the next one; a sent section can
 * be reopened for changes.
 */
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import type { Section } from "../logic/engine-ui-schema.ts";
import { matchesCondition } from "../logic/matches-condition.ts";
import { replacedBy } from "./data-changes.ts";
import { errorsOf, missingInSection } from "./form-data.ts";
import { blocksFields } from "./form-notices.ts";
import { focusOn, update, type FormState } from "./form-state.ts";
import { fail, isValid, pointAtNotice } from "./form-validation.ts";
import { sendPart } from "./part-send.ts";
import { submitLockHeld } from "./submit-lock.ts";

/**
 * Continue of the current section: a blocking notice is pointed at (it says why the form cannot
 * go on); otherwise the section's fields are checked, then its outcomes followed or the next
 * section revealed.
 */
export function continueSection(form: FormState): Promise<void> {
  const { config, snapshot } = form;
  const { data } = snapshot;
  const section = config.options.sections[snapshot.sectionIndex];
  if (!section || submitLockHeld(form)) return Promise.resolve();
  const fields = new Set(section.fields);
  if (blocksFields(snapshot.notices, fields)) return Promise.resolve(pointAtNotice(form));
  const errors = {
    ...errorsOf(config.validate(data), fields),
    ...missingIn(form, section),
    ...errorsOf(snapshot.errors, fields),
  };
  if (Object.keys(errors).length) return Promise.resolve(fail(form, errors));
  const outcome = section.continue?.find((o) => !o.when || matchesCondition(o.when, data));
  if (outcome?.redirect) {
    config.onRedirect?.(outcome.redirect, data);
    return Promise.resolve();
  }
  if (outcome?.ask) {
    form.pendingOutcome = outcome;
    return Promise.resolve(update(form, { question: outcome.ask.id }));
  }
  if (section.send) return sendSection(form, section.id, fields);
  revealNextSection(form);
  return Promise.resolve();
}

/** A section marked `send`: once its blur checks are in, its data goes to the host. */
async function sendSection(form: FormState, id: string, fields: Set<string>): Promise<void> {
  await form.validations.settled();
  const errors = errorsOf(form.snapshot.errors, fields);
  if (Object.keys(errors).length) return fail(form, errors);
  if (!(await sendPart(form, id))) return;
  update(form, { sentSections: [...form.snapshot.sentSections, id] });
  revealNextSection(form);
}

/** Whether the section's fields pass the browser's validation and show no error. */
export function sectionValid(form: FormState, sectionIndex: number): boolean {
  const { config, snapshot } = form;
  const section = config.options.sections[sectionIndex];
  if (!section) return isValid(form);
  const fields = new Set(section.fields);
  return (
    Object.keys(errorsOf(config.validate(snapshot.data), fields)).length === 0 &&
    Object.keys(missingIn(form, section)).length === 0 &&
    Object.keys(errorsOf(snapshot.errors, fields)).length === 0
  );
}

/** The section's `required` fields that are empty, each with its message. */
function missingIn(form: FormState, section: Section): FieldErrors {
  return missingInSection(
    section,
    form.snapshot.data,
    form.config.requiredMessage ?? (() => "required"),
  );
}

/**
 * Reopens a sent section for changes (a "wrong phone number" link): the sections after it
 * close and their values go, its `resetOnReopen` fields are emptied, and focus moves to it.
 */
export function reopenSection(form: FormState, id: string): void {
  const { snapshot } = form;
  const { sections } = form.config.options;
  const index = sections.findIndex((section) => section.id === id);
  if (index === -1 || index > snapshot.sectionIndex || submitLockHeld(form)) return;
  const emptied = [
    ...(sections[index]!.resetOnReopen ?? []),
    ...sections.slice(index + 1).flatMap((section) => section.fields),
  ];
  const kept = replacedBy(
    form,
    Object.fromEntries(Object.entries(snapshot.data).filter(([field]) => !emptied.includes(field))),
  );
  const reopened = new Set(sections.slice(index).map((section) => section.id));
  const [field, ...then] = sections[index]!.fields;
  update(form, {
    ...kept,
    errors: Object.fromEntries(
      Object.entries(snapshot.errors).filter(([name]) => !emptied.includes(name)),
    ),
    summaryVisible: false,
    sectionIndex: index,
    sentSections: snapshot.sentSections.filter((sent) => !reopened.has(sent)),
    sentPart: undefined,
    focus: field ? focusOn(form, { target: field, then }) : snapshot.focus,
  });
}

/** The question is closed without an answer (Escape): nothing happens, the user stays. */
export function dismissQuestion(form: FormState): void {
  form.pendingOutcome = undefined;
  update(form, { question: undefined });
}

/** The answer to a Continue question: yes reveals the next section, no follows the outcome. */
export function answer(form: FormState, yes: boolean): void {
  const outcome = form.pendingOutcome;
  form.pendingOutcome = undefined;
  update(form, { question: undefined });
  if (yes) return revealNextSection(form);
  if (outcome?.ask) form.config.onRedirect?.(outcome.ask.no.redirect, form.snapshot.data);
}

function revealNextSection(form: FormState): void {
  const { sections } = form.config.options;
  const sectionIndex = Math.min(form.snapshot.sectionIndex + 1, sections.length - 1);
  const [field, ...then] = sections[sectionIndex]?.fields ?? [];
  update(form, {
    sectionIndex,
    focus: field ? focusOn(form, { target: field, then }) : form.snapshot.focus,
  });
}
