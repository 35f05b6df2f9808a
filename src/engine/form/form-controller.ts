/**
 * One object owns a form's logic (data, effects, errors, blur validation, sections, notices,
 * submit lock, confirmation); React components only subscribe to its snapshots. Testable
 * without a DOM.
 */
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import { applyEffects, type EffectMemory } from "../logic/apply-effects.ts";
import type {
  EngineUiOptions,
  FormData,
  Notice,
  Outcome,
  Section,
} from "../logic/engine-ui-schema.ts";
import type { FieldDependents } from "../logic/field-dependencies.ts";
import { deepEqual, matchesCondition } from "../logic/matches-condition.ts";
import { FieldValidationQueue } from "./field-validation-queue.ts";
import { isEmpty, missingInSection, withValues, withoutUsedUp } from "./form-data.ts";

/** What a submit answered: field errors to show, or nothing when the form is done. */
export interface SubmitResult {
  errors?: FieldErrors;
}

/**
 * What the host answered when part of the form was sent (a section's Continue, a `send` link):
 * `sent` when it went through, with values to put into the form; field errors to show; or
 * neither when the host dealt with the answer itself (a global error, leaving the page).
 */
export interface PartResult {
  sent?: boolean;
  errors?: FieldErrors;
  data?: FormData;
}

/** The server's opinion of one field, with the rest of the form as context; undefined when it has none. */
export type ValidateField = (
  field: string,
  data: FormData,
  signal: AbortSignal,
) => Promise<string[] | undefined>;

export interface FormControllerOptions {
  initialData: FormData;
  options: EngineUiOptions;
  /** The browser's own validation of the whole form (compiled schema). */
  validate: (data: FormData) => FieldErrors;
  /**
   * Whether the whole form passes the browser's validation, without wording its errors: asked on
   * every change, so it must be cheap. @default no error from `validate`
   */
  isValid?: (data: FormData) => boolean;
  /** The server's opinion of one field, with the rest of the form as context. */
  validateField?: ValidateField;
  submit: (data: FormData) => Promise<SubmitResult | undefined>;
  /** Sends part of the form to the host: a section marked `send`, or a `send` link, by its id. */
  sendPart?: (partId: string, data: FormData) => Promise<PartResult | undefined>;
  /** A field's message when a section's `required` finds it empty. @default "required" */
  requiredMessage?: (field: string) => string;
  /**
   * Fields read from elsewhere (a document scan) that the user is asked to check: the form
   * starts in the prefill check (`ui:prefill`).
   */
  prefilledFields?: readonly string[];
  /**
   * For each field, the fields whose rules depend on it (from the schema's conditional parts):
   * when it changes, their shown errors are stale and are checked again.
   */
  dependents?: FieldDependents;
  /**
   * The fields that show for some data (the schema's conditional parts resolved). The values of
   * the others are dropped as they go: the schema allows no others. @default every field shows
   */
  presentFields?: (data: FormData) => ReadonlySet<string>;
  /**
   * The fields whose values decide which fields show: presence is worked out again only when one
   * of them changes. @default any field may
   */
  shapeFields?: readonly string[];
  /**
   * Whether the renderer must be handed the data again when this field changes outside it: a
   * field it renders itself (an array, an object), or one its shape depends on. Widgets read
   * their values from the controller and need nothing. @default none
   */
  rendersField?: (field: string) => boolean;
  /**
   * Sections (marked `send`) the host already took and still holds to (a code sent and still
   * valid, after a reload): the form starts past them, their fields read-only. @default none
   */
  sentSections?: readonly string[];
  /** Waits; tests pass their own clock. */
  wait?: (ms: number) => Promise<void>;
  /** Called when a section's Continue or a chosen value leads away from the form. */
  onRedirect?: (target: NonNullable<Outcome["redirect"]>, data: FormData) => void;
}

/**
 * Parts of the state only the form as a whole shows (Next, the summary, dialogs): fields are not
 * told when they change (`subscribeField`), so a submit's "under way" re-checks no field.
 */
const FORM_LEVEL_PARTS: ReadonlySet<keyof FormSnapshot> = new Set<keyof FormSnapshot>([
  "submitting",
  "summaryVisible",
  "focus",
  "question",
  "confirming",
  "checkingPrefill",
]);

export interface FormSnapshot {
  data: FormData;
  /**
   * Increments when the renderer must be handed the data again: a field it renders or takes its
   * shape from (`rendersField`) changed outside it.
   */
  dataVersion: number;
  /** The fields that show for the data (`presentFields`); undefined: every field does. */
  present: ReadonlySet<string> | undefined;
  errors: FieldErrors;
  /** The error summary is shown after a failed submit, until the errors are gone. */
  summaryVisible: boolean;
  submitting: boolean;
  /** Index of the last revealed section (all fields show when the form has no sections). */
  sectionIndex: number;
  /** Sections sent and not reopened: their fields are read-only. */
  sentSections: readonly string[];
  /** The last part sent, by id, with `seq` rising on every send: a status line says it went. */
  sentPart: { id: string; seq: number } | undefined;
  /** Notices whose conditions hold now. */
  notices: Notice[];
  /** The question of a section's Continue that waits for an answer. */
  question: string | undefined;
  confirming: boolean;
  /** The prefilled data is being checked; the form waits behind an animation. */
  checkingPrefill: boolean;
  /**
   * Where focus should move; `seq` increments with each move. `target` is `"summary"`, a field
   * name, or `"notice"` (the blocking notice); `then` names the fields to try when the target
   * field is not rendered (its condition does not hold).
   */
  focus:
    | {
        target: string;
        then?: readonly string[];
        /** Take whichever of `target` and `then` comes first on the page, not the first named. */
        inPageOrder?: boolean;
        seq: number;
      }
    | undefined;
  /**
   * What widgets share with each other, by key (the cities and streets a postal code look-up
   * found, read by the city and street fields).
   */
  shared: Readonly<Record<string, unknown>>;
}

export class FormController {
  private snapshot: FormSnapshot;
  private memory: EffectMemory = {};
  private readonly listeners = new Set<() => void>();
  private readonly validations = new FieldValidationQueue();
  private pendingOutcome: Outcome | undefined;
  private focusSeq = 0;
  private prefillChecked = false;
  /** Fields the user has left at least once: their checks are shown, so they are kept current. */
  private readonly left = new Set<string>();
  /**
   * The values the host's answer to a send found wrong (a wrong one-time code), by field. A blur
   * check of the same value is not asked again: it cannot know what the send learnt, and its
   * "no error" would wipe the host's answer when focus moves to the summary.
   */
  private readonly answered = new Map<string, unknown>();
  /** The data the renderer has: handed to it at the latest `dataVersion`, or reported by it since. */
  private rendererData: FormData;
  /** The fields that show, for the values of the shape fields they were worked out for. */
  private presence: { key: string; fields: ReadonlySet<string> } | undefined;

  constructor(private readonly config: FormControllerOptions) {
    const { data, present } = this.withoutAbsent(config.initialData);
    this.rendererData = data;
    const sent = config.options.sections
      .filter((section) => section.send && config.sentSections?.includes(section.id))
      .map((section) => section.id);
    this.snapshot = {
      data,
      dataVersion: 0,
      present,
      errors: {},
      summaryVisible: false,
      submitting: false,
      sectionIndex: this.initialSectionIndex(data, sent),
      sentSections: sent,
      sentPart: undefined,
      notices: this.activeNotices(data),
      question: undefined,
      confirming: false,
      checkingPrefill: (config.prefilledFields?.length ?? 0) > 0,
      focus: undefined,
      shared: {},
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private readonly fieldListeners = new Map<string, Set<() => void>>();

  /**
   * Like `subscribe`, for a reader of one field's value and of the form's state besides its data
   * (errors, notices, sections…): a change of other fields' values alone is not told to it. On
   * a form of 60 fields a keystroke tells the typed field's readers, not every field's.
   */
  subscribeField = (field: string, listener: () => void): (() => void) => {
    let listeners = this.fieldListeners.get(field);
    if (!listeners) {
      listeners = new Set();
      this.fieldListeners.set(field, listeners);
    }
    listeners.add(listener);
    const own = listeners;
    return () => {
      own.delete(listener);
      if (own.size === 0 && this.fieldListeners.get(field) === own)
        this.fieldListeners.delete(field);
    };
  };

  getSnapshot = (): FormSnapshot => this.snapshot;

  private update(patch: Partial<FormSnapshot>): void {
    const previous = this.snapshot;
    this.snapshot = { ...previous, ...patch };
    for (const listener of this.listeners) listener();
    // A change of the form's own parts (a submit under way, focus, the summary) tells no field.
    const onlyData = (Object.keys(patch) as (keyof FormSnapshot)[]).every(
      (key) => key === "data" || FORM_LEVEL_PARTS.has(key) || patch[key] === previous[key],
    );
    for (const [field, listeners] of this.fieldListeners) {
      if (onlyData && previous.data[field] === this.snapshot.data[field]) continue;
      for (const listener of listeners) listener();
    }
  }

  private validity: { data: FormData; valid: boolean } | undefined;

  /**
   * Whether the browser's validation of the whole form passes now. Asked by what shows it (Next
   * with `enableWhenValid`), not on every change, and remembered until the data changes.
   */
  isValid(): boolean {
    const { data } = this.snapshot;
    if (this.validity?.data !== data) {
      const valid = this.config.isValid
        ? this.config.isValid(data)
        : Object.keys(this.config.validate(data)).length === 0;
      this.validity = { data, valid };
    }
    return this.validity.valid;
  }

  get enableWhenValid(): boolean {
    return this.config.options.submit.enableWhenValid === true;
  }

  get sections(): EngineUiOptions["sections"] {
    return this.config.options.sections;
  }

  get links(): EngineUiOptions["links"] {
    return this.config.options.links;
  }

  /** Fields of the revealed sections, or every field when the form has none. */
  visibleSectionFields(): Set<string> | undefined {
    const { sections } = this.config.options;
    if (!sections.length) return undefined;
    return new Set(sections.slice(0, this.snapshot.sectionIndex + 1).flatMap((s) => s.fields));
  }

  /** Whether a field shows when the sections up to `sectionIndex` are revealed. */
  showsField(field: string, sectionIndex = this.snapshot.sectionIndex): boolean {
    const { sections } = this.config.options;
    if (!sections.length) return true;
    const at = sections.findIndex((section) => section.fields.includes(field));
    return at !== -1 && at <= sectionIndex;
  }

  /**
   * The fields that show for `data`, worked out again only when a field that decides it changed.
   */
  private presentFor(data: FormData): ReadonlySet<string> | undefined {
    const { presentFields, shapeFields } = this.config;
    if (!presentFields) return undefined;
    const key = shapeFields ? JSON.stringify(shapeFields.map((f) => data[f] ?? null)) : undefined;
    if (key !== undefined && this.presence?.key === key) return this.presence.fields;
    const fields = presentFields(data);
    this.presence = key === undefined ? undefined : { key, fields };
    return fields;
  }

  /**
   * The data without values of fields that do not show, and the fields that show. Dropping a
   * value may hide more fields (the box that showed them went), so it repeats until nothing goes.
   */
  private withoutAbsent(data: FormData): {
    data: FormData;
    present: ReadonlySet<string> | undefined;
  } {
    let present = this.presentFor(data);
    for (let round = 0; present && round < 4; round++) {
      const shown = present;
      const absent = Object.keys(data).filter((field) => !shown.has(field));
      if (!absent.length) break;
      data = Object.fromEntries(Object.entries(data).filter(([field]) => shown.has(field)));
      present = this.presentFor(data);
    }
    return { data, present };
  }

  /**
   * The `dataVersion` for new data: the next one when a field the renderer shows itself changed
   * outside it, so it is handed the data again.
   */
  private versionFor(data: FormData): number {
    const rendersField = this.config.rendersField;
    const handed = this.rendererData;
    const stale =
      rendersField !== undefined &&
      Object.keys({ ...handed, ...data }).some(
        (field) => rendersField(field) && !deepEqual(handed[field], data[field]),
      );
    if (!stale) return this.snapshot.dataVersion;
    this.rendererData = data;
    return this.snapshot.dataVersion + 1;
  }

  /**
   * What the renderer reported after a change of its own (a field it renders itself): the fields
   * that differ from what it had go into the data. Its other values may be older than the
   * controller's (widgets give their changes to the controller), so they are not taken.
   */
  changeFromRenderer(next: FormData): void {
    const had = this.rendererData;
    this.rendererData = next;
    const changed = Object.keys({ ...had, ...next }).filter(
      (field) => !deepEqual(had[field], next[field]),
    );
    if (!changed.length) return;
    this.change(
      withValues(
        this.snapshot.data,
        changed.map((field) => [field, next[field]]),
      ),
    );
  }

  /**
   * A new value set: effects run, values of fields that no longer show go, errors of changed
   * fields clear, fields whose rules depend on a changed field are checked again (when the user
   * has left them before), notices and validity update.
   */
  change(next: FormData): void {
    const before = this.snapshot.data;
    const effected = applyEffects(this.config.options.effects, before, next, this.memory);
    this.memory = effected.memory;
    const { data, present } = this.withoutAbsent(effected.data);
    const changed = Object.keys({ ...before, ...data }).filter((f) => before[f] !== data[f]);
    const stale = new Set(changed.flatMap((field) => this.config.dependents?.get(field) ?? []));
    const recheck = [...stale].filter((field) => this.left.has(field) && !changed.includes(field));
    const kept = Object.entries(this.snapshot.errors).filter(
      ([field]) => before[field] === data[field] && !stale.has(field),
    );
    // The same object while no error goes: the renderer is handed errors again only when they change.
    const errors =
      kept.length === Object.keys(this.snapshot.errors).length
        ? this.snapshot.errors
        : Object.fromEntries(kept);
    const outcome = this.config.options.outcomes.find(
      (o) =>
        o.when && o.redirect && matchesCondition(o.when, data) && !matchesCondition(o.when, before),
    );
    this.update({
      data,
      present,
      dataVersion: this.versionFor(data),
      errors,
      summaryVisible: this.snapshot.summaryVisible && Object.keys(errors).length > 0,
      notices: this.activeNotices(data),
    });
    for (const field of recheck) void this.blur(field);
    if (outcome?.redirect) this.config.onRedirect?.(outcome.redirect, data);
  }

  /**
   * A widget's new value (a key typed, a box ticked): effects, checks, notices and validity
   * follow at once. Widgets read their values from the controller, so the renderer is not told
   * (it would re-derive and re-render the whole form for every change it hears), unless it
   * renders the field itself or takes its shape from it (`rendersField`).
   */
  changeField(field: string, value: unknown): void {
    this.change(withValues(this.snapshot.data, [[field, value]]));
  }

  /**
   * A widget's new value that opens a block of fields ("+ Add another country"): focus moves to
   * the first field it revealed on the page, so the next Tab is not back on the button, which now
   * closes the block.
   */
  changeFieldAndFocusRevealed(field: string, value: unknown): void {
    const before = this.snapshot.present;
    this.changeField(field, value);
    const after = this.snapshot.present;
    if (!before || !after) return;
    const [first, ...then] = [...after].filter((shown) => !before.has(shown));
    if (first !== undefined)
      this.update({ focus: { target: first, then, inPageOrder: true, seq: ++this.focusSeq } });
  }

  /**
   * Values a widget fills into other fields (a postal code look-up fills the city): each filled
   * field is checked again as if the user had left it.
   */
  fill(values: FormData): void {
    this.change(withValues(this.snapshot.data, Object.entries(values)));
    for (const field of Object.keys(values)) void this.blur(field);
  }

  /** Sets what widgets share under `key` (see `FormSnapshot.shared`). */
  share(key: string, value: unknown): void {
    this.update({ shared: { ...this.snapshot.shared, [key]: value } });
  }

  /**
   * A field lost focus: ask the server about it; a later blur of the same field wins. An empty
   * field is not reported on blur (passing through it is not an answer); Continue and submit
   * report what is missing.
   */
  blur(field: string): Promise<void> {
    const { validateField } = this.config;
    const data = this.snapshot.data;
    if (!validateField || isEmpty(data[field])) return Promise.resolve();
    if (this.snapshot.errors[field] && this.answered.get(field) === data[field])
      return Promise.resolve();
    this.left.add(field);
    return this.validations.run(
      field,
      (signal) => validateField(field, data, signal),
      (messages) => {
        const { [field]: previous, ...errors } = this.snapshot.errors;
        const same = this.snapshot.data[field] === data[field];
        if (messages.length && same) errors[field] = messages;
        // A send answered while this check was under way (Enter locks the page, which blurs the
        // field): the host's verdict on the same value stands.
        else if (previous && same && this.answered.get(field) === data[field])
          errors[field] = previous;
        this.update({ errors });
      },
    );
  }

  get pendingValidations(): string[] {
    return this.validations.pendingFields;
  }

  /** Whether a notice that blocks is showing for any of the given fields (all when omitted). */
  isBlocked(fields?: Set<string>): boolean {
    return this.snapshot.notices.some(
      (n) => n.blocks && (!fields || !n.field || fields.has(n.field)),
    );
  }

  /**
   * Continue of the current section: a blocking notice is pointed at (it says why the form cannot
   * go on); otherwise the section's fields are checked, then its outcomes followed or the next
   * section revealed.
   */
  continueSection(): Promise<void> {
    const section = this.config.options.sections[this.snapshot.sectionIndex];
    if (!section || this.snapshot.submitting) return Promise.resolve();
    const fields = new Set(section.fields);
    if (this.isBlocked(fields)) return Promise.resolve(this.pointAtNotice());
    const errors = {
      ...pick(this.config.validate(this.snapshot.data), fields),
      ...this.missingInSection(section),
      ...pick(this.snapshot.errors, fields),
    };
    if (Object.keys(errors).length) return Promise.resolve(this.fail(errors));
    const outcome = section.continue?.find(
      (o) => !o.when || matchesCondition(o.when, this.snapshot.data),
    );
    if (outcome?.redirect) {
      this.config.onRedirect?.(outcome.redirect, this.snapshot.data);
      return Promise.resolve();
    }
    if (outcome?.ask) {
      this.pendingOutcome = outcome;
      return Promise.resolve(this.update({ question: outcome.ask.id }));
    }
    if (section.send) return this.sendSection(section.id, fields);
    this.revealNextSection();
    return Promise.resolve();
  }

  /** A section marked `send`: once its blur checks are in, its data goes to the host. */
  private async sendSection(id: string, fields: Set<string>): Promise<void> {
    await this.validations.settled();
    const errors = pick(this.snapshot.errors, fields);
    if (Object.keys(errors).length) return this.fail(errors);
    if (!(await this.sendPart(id))) return;
    this.update({ sentSections: [...this.snapshot.sentSections, id] });
    this.revealNextSection();
  }

  /** Whether the current section's fields pass the browser's validation and show no error. */
  sectionValid(sectionIndex = this.snapshot.sectionIndex): boolean {
    const section = this.config.options.sections[sectionIndex];
    if (!section) return this.isValid();
    const fields = new Set(section.fields);
    return (
      Object.keys(pick(this.config.validate(this.snapshot.data), fields)).length === 0 &&
      Object.keys(this.missingInSection(section)).length === 0 &&
      Object.keys(pick(this.snapshot.errors, fields)).length === 0
    );
  }

  /** The section's `required` fields that are empty, each with its message. */
  private missingInSection(section: Section): FieldErrors {
    return missingInSection(
      section,
      this.snapshot.data,
      this.config.requiredMessage ?? (() => "required"),
    );
  }

  /**
   * A section's send that did not go through used up what `resetOnReopen` names (a bot-check
   * proof is spent once the host has seen it), so those fields are emptied and asked for again.
   * Done before the answer's errors are shown: emptying a field clears its error.
   */
  private emptyUsedUp(id: string): void {
    const section = this.config.options.sections.find((s) => s.id === id && s.send);
    if (!section || this.snapshot.sentSections.includes(id)) return;
    const emptied = withoutUsedUp(section, this.snapshot.data);
    if (emptied) this.change(emptied);
  }

  /** Whether a field belongs to a section that was sent: it is read-only until reopened. */
  isLocked(field: string): boolean {
    return this.config.options.sections.some(
      (section) =>
        this.snapshot.sentSections.includes(section.id) && section.fields.includes(field),
    );
  }

  /**
   * Reopens a sent section for changes (a "wrong phone number" link): the sections after it
   * close and their values go, its `resetOnReopen` fields are emptied, and focus moves to it.
   */
  reopenSection(id: string): void {
    const { sections } = this.config.options;
    const index = sections.findIndex((section) => section.id === id);
    if (index === -1 || index > this.snapshot.sectionIndex || this.snapshot.submitting) return;
    const emptied = [
      ...(sections[index]!.resetOnReopen ?? []),
      ...sections.slice(index + 1).flatMap((section) => section.fields),
    ];
    const { data, present } = this.withoutAbsent(
      Object.fromEntries(
        Object.entries(this.snapshot.data).filter(([field]) => !emptied.includes(field)),
      ),
    );
    const reopened = new Set(sections.slice(index).map((section) => section.id));
    const [field, ...then] = sections[index]!.fields;
    this.update({
      data,
      present,
      dataVersion: this.versionFor(data),
      errors: Object.fromEntries(
        Object.entries(this.snapshot.errors).filter(([name]) => !emptied.includes(name)),
      ),
      summaryVisible: false,
      sectionIndex: index,
      sentSections: this.snapshot.sentSections.filter((sent) => !reopened.has(sent)),
      sentPart: undefined,
      notices: this.activeNotices(data),
      focus: field ? { target: field, then, seq: ++this.focusSeq } : this.snapshot.focus,
    });
  }

  /**
   * Sends part of the form to the host, by id (a sent section again: "resend the code"; a
   * `send` link: "verify by e-mail instead"). Ignored while another request is in flight.
   * Resolves whether it was sent.
   */
  async sendPart(id: string): Promise<boolean> {
    const send = this.config.sendPart;
    if (!send || this.snapshot.submitting) return false;
    this.update({ submitting: true });
    try {
      const result = await send(id, this.snapshot.data);
      if (!result?.sent) this.emptyUsedUp(id);
      if (result?.errors && Object.keys(result.errors).length) {
        this.failAnswered(result.errors);
        return false;
      }
      if (!result?.sent) return false;
      if (result.data) {
        const { data, present } = this.withoutAbsent({ ...this.snapshot.data, ...result.data });
        this.update({
          data,
          present,
          dataVersion: this.versionFor(data),
          notices: this.activeNotices(data),
        });
      }
      this.forgetAnswers();
      this.update({ sentPart: { id, seq: (this.snapshot.sentPart?.seq ?? 0) + 1 } });
      return true;
    } finally {
      this.update({ submitting: false });
    }
  }

  /** The question is closed without an answer (Escape): nothing happens, the user stays. */
  dismissQuestion(): void {
    this.pendingOutcome = undefined;
    this.update({ question: undefined });
  }

  /** The answer to a Continue question: yes reveals the next section, no follows the outcome. */
  answer(yes: boolean): void {
    const outcome = this.pendingOutcome;
    this.pendingOutcome = undefined;
    this.update({ question: undefined });
    if (yes) return this.revealNextSection();
    if (outcome?.ask) this.config.onRedirect?.(outcome.ask.no.redirect, this.snapshot.data);
  }

  private revealNextSection(): void {
    const sectionIndex = Math.min(
      this.snapshot.sectionIndex + 1,
      this.config.options.sections.length - 1,
    );
    const [field, ...then] = this.config.options.sections[sectionIndex]?.fields ?? [];
    this.update({
      sectionIndex,
      focus: field ? { target: field, then, seq: ++this.focusSeq } : this.snapshot.focus,
    });
  }

  /**
   * The form's own submit (Enter in a field, or the button that shows): the current section's
   * Continue while a later section is still to come, otherwise the step's submit. Enter and the
   * button are one path, so they can never behave differently.
   */
  submitShown(): Promise<void> {
    const { sections } = this.config.options;
    if (sections.length && this.snapshot.sectionIndex < sections.length - 1)
      return this.continueSection();
    return this.submit();
  }

  /**
   * Submit: waits for blur checks, validates, then confirms or sends. Ignored while a send runs.
   * The form shows itself busy only while there is something to wait for: a submit that fails at
   * once renders once, with its errors.
   */
  async submit(): Promise<void> {
    if (this.snapshot.submitting) return;
    if (this.validations.pendingFields.length) {
      this.update({ submitting: true });
      try {
        await this.validations.settled();
      } finally {
        this.update({ submitting: false });
      }
    }
    // From here to the send nothing waits, so no other submit can start in between.
    const errors = { ...this.config.validate(this.snapshot.data), ...this.snapshot.errors };
    if (Object.keys(errors).length) return this.fail(errors);
    if (this.isBlocked()) return this.pointAtNotice();
    if (this.config.options.submit.confirm) {
      this.update({ confirming: true });
      return;
    }
    this.update({ submitting: true });
    try {
      await this.send();
    } finally {
      this.update({ submitting: false });
    }
  }

  /**
   * The check of prefilled data (spec: personal data from a document scan): after the
   * animation's time, the prefilled fields are validated by the browser and the server. Errors
   * show under their fields with the summary; without errors the form shows, and the
   * confirmation layer opens when `confirmWhen` holds and the whole form is valid.
   */
  async checkPrefill(): Promise<void> {
    const fields = this.config.prefilledFields ?? [];
    if (!this.snapshot.checkingPrefill || this.prefillChecked) return;
    this.prefillChecked = true;
    const review = this.config.options.prefill;
    const wait = this.config.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    let errors: FieldErrors;
    try {
      await wait(review.checkAfterMs ?? 0);
      const filled = new Set(fields.filter((f) => !isEmpty(this.snapshot.data[f])));
      // A failed server check leaves its field as it is (as on blur); submit asks again.
      await Promise.all([...filled].map((field) => this.blur(field)));
      errors = {
        ...pick(this.config.validate(this.snapshot.data), filled),
        ...this.snapshot.errors,
      };
    } finally {
      // Whatever happens, the form is never left hidden behind the animation.
      this.update({ checkingPrefill: false });
    }
    const data = this.snapshot.data;
    if (Object.keys(errors).length) return this.fail(errors);
    const confirm =
      this.config.options.submit.confirm === true &&
      review.confirmWhen !== undefined &&
      matchesCondition(review.confirmWhen, data) &&
      this.isValid() &&
      !this.isBlocked();
    if (confirm) this.update({ confirming: true });
  }

  /** Closes the confirmation layer; `confirmed` sends the data, otherwise the user corrects it. */
  async confirm(confirmed: boolean): Promise<void> {
    this.update({ confirming: false });
    if (!confirmed || this.snapshot.submitting) return;
    this.update({ submitting: true });
    try {
      await this.send();
    } finally {
      this.update({ submitting: false });
    }
  }

  private async send(): Promise<void> {
    const result = await this.config.submit(this.snapshot.data);
    if (result?.errors && Object.keys(result.errors).length) this.failAnswered(result.errors);
  }

  /**
   * A part was sent again (a new code): what the host said of the values sent before (this code
   * is wrong, 4 tries left) no longer holds, so those errors go.
   */
  private forgetAnswers(): void {
    if (!this.answered.size) return;
    const errors = Object.fromEntries(
      Object.entries(this.snapshot.errors).filter(([field]) => !this.answered.has(field)),
    );
    this.answered.clear();
    this.update({
      errors,
      summaryVisible: this.snapshot.summaryVisible && Object.keys(errors).length > 0,
    });
  }

  /** The host's answer found these fields wrong: shown like any failure, and remembered. */
  private failAnswered(errors: FieldErrors): void {
    for (const field of Object.keys(errors)) this.answered.set(field, this.snapshot.data[field]);
    this.fail(errors);
  }

  private fail(errors: FieldErrors): void {
    this.update({
      errors,
      summaryVisible: true,
      focus: { target: "summary", seq: ++this.focusSeq },
    });
  }

  private pointAtNotice(): void {
    this.update({ focus: { target: "notice", seq: ++this.focusSeq } });
  }

  /** The notices that hold for the data; the same array while they are the same notices. */
  private activeNotices(data: FormData): Notice[] {
    const active = this.config.options.notices.filter(
      (n) => !n.when || matchesCondition(n.when, data),
    );
    const current = this.snapshot as FormSnapshot | undefined;
    const same =
      current?.notices.length === active.length &&
      active.every((notice, index) => notice === current.notices[index]);
    return same ? current.notices : active;
  }

  /** On resume, sections already sent, and those whose fields are already filled, are open. */
  private initialSectionIndex(data: FormData, sent: readonly string[]): number {
    const { sections } = this.config.options;
    const afterSent = Math.max(-1, ...sent.map((id) => sections.findIndex((s) => s.id === id)));
    let index = Math.max(0, Math.min(afterSent + 1, sections.length - 1));
    while (
      index < sections.length - 1 &&
      sections[index]!.fields.some((f) => data[f] !== undefined)
    ) {
      const nextFields = sections[index + 1]!.fields;
      if (!nextFields.some((f) => data[f] !== undefined)) break;
      index++;
    }
    return index;
  }
}

function pick(errors: FieldErrors, fields: Set<string>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.has(field)));
}
