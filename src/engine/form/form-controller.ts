/**
 * One object owns a form's logic; React components only subscribe to its snapshots. Testable
 * without a DOM. It is a facade: what the form remembers is one `FormState` (form-state), and
 * each concern is a module of functions of it: data and effects (data-changes, present-fields),
 * errors and blur checks (form-validation), notices (form-notices), sections (form-sections,
 * section-layout), sending a part (part-send), the submit lock (submit-lock), submit and
 * confirmation (form-submit) and the check of prefilled data (prefill-check).
 */
import type { EngineUiOptions, FormData } from "../logic/engine-ui-schema.ts";
import * as changes from "./data-changes.ts";
import { FieldValidationQueue } from "./field-validation-queue.ts";
import { activeNotices, blocksFields } from "./form-notices.ts";
import type { FormControllerOptions } from "./form-options.ts";
import * as sections from "./form-sections.ts";
import {
  subscribe,
  subscribeField,
  update,
  type FormSnapshot,
  type FormState,
} from "./form-state.ts";
import * as submission from "./form-submit.ts";
import * as validation from "./form-validation.ts";
import { sendPart } from "./part-send.ts";
import { checkPrefill } from "./prefill-check.ts";
import { withoutAbsentFields } from "./present-fields.ts";
import {
  initialSectionIndex,
  isInSentSection,
  revealedFields,
  showsField,
} from "./section-layout.ts";

export type {
  FormControllerOptions,
  PartResult,
  SubmitResult,
  ValidateField,
} from "./form-options.ts";
export type { FormSnapshot } from "./form-state.ts";

export class FormController {
  private readonly form: FormState;

  constructor(config: FormControllerOptions) {
    const withoutAbsent = withoutAbsentFields(config);
    const { data, present } = withoutAbsent(config.initialData);
    const { options } = config;
    const sent = options.sections
      .filter((section) => section.send && config.sentSections?.includes(section.id))
      .map((section) => section.id);
    this.form = {
      config,
      snapshot: {
        data,
        dataVersion: 0,
        present,
        errors: {},
        summaryVisible: false,
        submitting: false,
        sectionIndex: initialSectionIndex(options.sections, data, sent),
        sentSections: sent,
        sentPart: undefined,
        notices: activeNotices(options.notices, data, undefined),
        question: undefined,
        confirming: false,
        checkingPrefill: (config.prefilledFields?.length ?? 0) > 0,
        focus: undefined,
        shared: {},
      },
      listeners: new Set(),
      fieldListeners: new Map(),
      focusSeq: 0,
      memory: {},
      rendererData: data,
      withoutAbsent,
      validations: new FieldValidationQueue(),
      left: new Set(),
      answered: new Map(),
    };
  }

  subscribe = (listener: () => void): (() => void) => subscribe(this.form, listener);

  /** Like `subscribe`, for a reader of one field: other fields' values alone are not told to it. */
  subscribeField = (field: string, listener: () => void): (() => void) =>
    subscribeField(this.form, field, listener);

  getSnapshot = (): FormSnapshot => this.form.snapshot;

  /** Whether the browser's validation of the whole form passes now (remembered per data). */
  isValid(): boolean {
    return validation.isValid(this.form);
  }

  get enableWhenValid(): boolean {
    return this.form.config.options.submit.enableWhenValid === true;
  }

  get sections(): EngineUiOptions["sections"] {
    return this.form.config.options.sections;
  }

  get links(): EngineUiOptions["links"] {
    return this.form.config.options.links;
  }

  /** Fields of the revealed sections, or every field when the form has none. */
  visibleSectionFields(): Set<string> | undefined {
    return revealedFields(this.sections, this.form.snapshot.sectionIndex);
  }

  /** Whether a field shows when the sections up to `sectionIndex` are revealed. */
  showsField(field: string, sectionIndex = this.form.snapshot.sectionIndex): boolean {
    return showsField(this.sections, field, sectionIndex);
  }

  /** What the renderer reported after a change of its own (a field it renders itself). */
  changeFromRenderer(next: FormData): void {
    changes.changeFromRenderer(this.form, next);
  }

  /** A new value set: effects, presence, errors, checks and notices follow. */
  change(next: FormData): void {
    changes.change(this.form, next);
  }

  /** A widget's new value (a key typed, a box ticked). */
  changeField(field: string, value: unknown): void {
    changes.changeField(this.form, field, value);
  }

  /** A widget's new value that opens a block of fields: focus moves to the first it revealed. */
  changeFieldAndFocusRevealed(field: string, value: unknown): void {
    changes.changeFieldAndFocusRevealed(this.form, field, value);
  }

  /** Values a widget fills into other fields, each checked again as if the user had left it. */
  fill(values: FormData): void {
    changes.fill(this.form, values);
  }

  /** Sets what widgets share under `key` (see `FormSnapshot.shared`). */
  share(key: string, value: unknown): void {
    update(this.form, { shared: { ...this.form.snapshot.shared, [key]: value } });
  }

  /** A field lost focus: the server is asked about it; a later blur of the same field wins. */
  blur(field: string): Promise<void> {
    return validation.blur(this.form, field);
  }

  get pendingValidations(): string[] {
    return this.form.validations.pendingFields;
  }

  /** Whether a notice that blocks is showing for any of the given fields (all when omitted). */
  isBlocked(fields?: Set<string>): boolean {
    return blocksFields(this.form.snapshot.notices, fields);
  }

  /** Continue of the current section: checked, then its outcome followed or the next revealed. */
  continueSection(): Promise<void> {
    return sections.continueSection(this.form);
  }

  /** Whether the section's fields pass the browser's validation and show no error. */
  sectionValid(sectionIndex = this.form.snapshot.sectionIndex): boolean {
    return sections.sectionValid(this.form, sectionIndex);
  }

  /** Whether a field belongs to a section that was sent: it is read-only until reopened. */
  isLocked(field: string): boolean {
    return isInSentSection(this.sections, this.form.snapshot.sentSections, field);
  }

  /** Reopens a sent section for changes; the sections after it close. */
  reopenSection(id: string): void {
    sections.reopenSection(this.form, id);
  }

  /** Sends part of the form to the host by id; resolves whether it was sent. */
  sendPart(id: string): Promise<boolean> {
    return sendPart(this.form, id);
  }

  /** The question is closed without an answer (Escape): the user stays. */
  dismissQuestion(): void {
    sections.dismissQuestion(this.form);
  }

  /** The answer to a Continue question: yes reveals the next section, no follows the outcome. */
  answer(yes: boolean): void {
    sections.answer(this.form, yes);
  }

  /** The form's own submit (Enter, or the button that shows): Continue or submit. */
  submitShown(): Promise<void> {
    return submission.submitShown(this.form);
  }

  /** Submit: waits for blur checks, validates, then confirms or sends. */
  submit(): Promise<void> {
    return submission.submit(this.form);
  }

  /** The check of prefilled data, once, after the animation's time. */
  checkPrefill(): Promise<void> {
    return checkPrefill(this.form);
  }

  /** Closes the confirmation layer; `confirmed` sends the data. */
  confirm(confirmed: boolean): Promise<void> {
    return submission.confirm(this.form, confirmed);
  }
}
