/**
 * What a step's UI schema refuses in the browser, refused on the server too: a blocking notice
 * (`ui:notices` with `blocks`), a section's Continue that leads away (`ui:sections[].continue`)
 * and a chosen value that leads away (`ui:outcomes`). Read from the same resolved UI schemas the
 * browser renders (project-files.ts), so one edit of a dictionary changes both sides; each
 * condition is compiled once, at start. The keys are the engine's (src/engine/logic/
 * engine-ui-schema.ts, which the server may not import); the config lint checks their shape.
 */
import type { JsonSchema } from "../../shared/schema/json-schema.ts";

type Condition = (data: unknown) => boolean;

/** A named page outside the flow; `field` names the value the link is made from. */
export interface RedirectTarget {
  link: string;
  field?: string;
}

/** A blocking notice that holds: its text is `<step>:notices.<id>`, shown under `field`. */
export interface HeldNotice {
  id: string;
  field?: string;
}

/** Why a submission is refused, in the first place the browser would have stopped it. */
export type UiSchemaRefusal =
  { kind: "blocked"; notices: HeldNotice[] } | { kind: "redirect"; redirect: RedirectTarget };

interface CompiledNotice extends HeldNotice {
  holds: Condition;
}

/**
 * A `continue` entry or an outcome. Only a redirect refuses: an entry that asks a question (or
 * does neither) lets the form go on, as the browser does when the answer is yes.
 */
interface CompiledOutcome {
  holds: Condition;
  redirect: RedirectTarget | undefined;
}

interface CompiledSection {
  fields: ReadonlySet<string>;
  continues: CompiledOutcome[];
}

interface StepRules {
  notices: CompiledNotice[];
  /** The sections whose Continue the browser presses: all but the last, which submits. */
  continued: CompiledSection[];
  outcomes: CompiledOutcome[];
}

/** The entries of the UI schema's list `key`, as the engine reads them (engineOptionsOf). */
function listOf(uiSchema: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const list = uiSchema[key];
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
}

function redirectOf(entry: Record<string, unknown>): RedirectTarget | undefined {
  const redirect = entry.redirect as RedirectTarget | undefined;
  return redirect
    ? { link: redirect.link, ...(redirect.field ? { field: redirect.field } : {}) }
    : undefined;
}

export class UiSchemaRules {
  private readonly steps = new Map<string, StepRules>();

  /**
   * @param uiSchemas each step's UI schema by schema name, dictionary references resolved
   * @param compile compiles a JSON Schema condition (the server's Ajv, as for the flow's rules)
   */
  constructor(
    uiSchemas: Iterable<[string, Record<string, unknown>]>,
    compile: (schema: JsonSchema) => Condition,
  ) {
    for (const [name, uiSchema] of uiSchemas) {
      try {
        this.steps.set(name, compileStep(uiSchema, compile));
      } catch (error) {
        throw new Error(`schemas/${name}.ui.json: ${(error as Error).message}`, { cause: error });
      }
    }
  }

  /**
   * Whether the browser would have refused this (schema-valid) data, and how, trying the rules
   * in the order the page meets them: each section's blocking notices and then its Continue (the
   * first entry whose condition holds is followed: a redirect refuses, a question lets the
   * answer decide, which the data does not hold); then the blocking notices of the submit; then
   * the outcomes, which lead away when their value is chosen.
   */
  refusalOf(step: string, data: Record<string, unknown>): UiSchemaRefusal | undefined {
    const rules = this.steps.get(step);
    if (!rules) return undefined;
    for (const section of rules.continued) {
      // A notice tied to no field blocks every Continue, as in the browser (isBlocked).
      const blocking = rules.notices.filter(
        (notice) => (!notice.field || section.fields.has(notice.field)) && notice.holds(data),
      );
      if (blocking.length) return blocked(blocking);
      const followed = section.continues.find((entry) => entry.holds(data));
      if (followed?.redirect) return { kind: "redirect", redirect: followed.redirect };
    }
    const blocking = rules.notices.filter((notice) => notice.holds(data));
    if (blocking.length) return blocked(blocking);
    const outcome = rules.outcomes.find((entry) => entry.redirect && entry.holds(data));
    return outcome?.redirect ? { kind: "redirect", redirect: outcome.redirect } : undefined;
  }
}

function blocked(notices: CompiledNotice[]): UiSchemaRefusal {
  return {
    kind: "blocked",
    notices: notices.map(({ id, field }) => (field ? { id, field } : { id })),
  };
}

function compileStep(
  uiSchema: Record<string, unknown>,
  compile: (schema: JsonSchema) => Condition,
): StepRules {
  // No condition: the engine's notices and Continue entries hold always.
  const conditionOf = (entry: Record<string, unknown>): Condition =>
    entry.when ? compile(entry.when as JsonSchema) : () => true;
  const outcomeOf = (entry: Record<string, unknown>): CompiledOutcome => ({
    holds: conditionOf(entry),
    redirect: redirectOf(entry),
  });
  const sections = listOf(uiSchema, "ui:sections");
  return {
    notices: listOf(uiSchema, "ui:notices")
      .filter((notice) => notice.blocks === true)
      .map((notice) => ({
        id: String(notice.id),
        ...(typeof notice.field === "string" ? { field: notice.field } : {}),
        holds: conditionOf(notice),
      })),
    continued: sections.slice(0, -1).map((section) => ({
      fields: new Set(Array.isArray(section.fields) ? (section.fields as string[]) : []),
      continues: (Array.isArray(section.continue)
        ? (section.continue as Record<string, unknown>[])
        : []
      ).map(outcomeOf),
    })),
    // An outcome fires when its condition becomes true: one with no condition never does.
    outcomes: listOf(uiSchema, "ui:outcomes")
      .filter((outcome) => outcome.when !== undefined && outcome.redirect !== undefined)
      .map(outcomeOf),
  };
}
