/** Checks the schemas, UI schemas and flow file against each other. Each finding is a sentence. */
import { unsupportedConditionKeywords } from "../../src/engine/logic/matches-condition.ts";
import { engineOptionsOf } from "../../src/engine/logic/engine-ui-schema.ts";
import { findRoute, type PrefillRule } from "../../src/shared/flow/flow-definition.ts";
import { collectPropertySchemas, type JsonSchema } from "../../src/shared/schema/json-schema.ts";
import type { ProjectFiles } from "../../src/server/config/project-files.ts";
import { StepValidators } from "../../src/server/validation/step-validators.ts";

export function lintSteps(files: ProjectFiles, widgetNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  try {
    new StepValidators([...files.steps].map(([name, step]) => [name, step.schema]));
  } catch (error) {
    problems.push((error as Error).message);
  }
  for (const step of files.steps.values()) {
    const where = `schemas/${step.name}.ui.json`;
    const fields = new Set(collectPropertySchemas(step.schema).keys());
    for (const key of Object.keys(step.uiSchema)) {
      if (!key.startsWith("ui:") && !fields.has(key))
        problems.push(`${where}: "${key}" is not a field of the schema`);
    }
    for (const field of fields) {
      const widget = (step.uiSchema[field] as Record<string, unknown> | undefined)?.["ui:widget"];
      if (typeof widget === "string" && !widgetNames.has(widget))
        problems.push(`${where}: ${field} names an unknown widget "${widget}"`);
    }
    const options = engineOptionsOf(step.uiSchema);
    const conditions: [string, JsonSchema | undefined][] = [
      ...options.effects.map(
        (e, i) => [`ui:effects/${i}`, e.when] as [string, JsonSchema | undefined],
      ),
      ...options.notices.map(
        (n) => [`ui:notices/${n.id}`, n.when] as [string, JsonSchema | undefined],
      ),
      ...options.outcomes.map(
        (o, i) => [`ui:outcomes/${i}`, o.when] as [string, JsonSchema | undefined],
      ),
      ["ui:prefill/confirmWhen", options.prefill.confirmWhen],
      ...options.sections.flatMap((s) =>
        (s.continue ?? []).map(
          (o, i) =>
            [`ui:sections/${s.id}/continue/${i}`, o.when] as [string, JsonSchema | undefined],
        ),
      ),
    ];
    for (const [path, condition] of conditions) {
      if (!condition) continue;
      for (const keyword of unsupportedConditionKeywords(condition))
        problems.push(`${where}: ${path} uses ${keyword}, which conditions do not support`);
    }
    for (const effect of options.effects) {
      for (const field of [
        ...(effect.clear ?? []),
        ...(effect.remember ?? []),
        ...Object.keys(effect.set ?? {}),
        ...(effect.onChange ? [effect.onChange] : []),
      ]) {
        if (!fields.has(field))
          problems.push(`${where}: an effect names "${field}", which is not a field`);
      }
    }
    for (const notice of options.notices) {
      if (notice.field && !fields.has(notice.field))
        problems.push(
          `${where}: notice ${notice.id} is attached to unknown field "${notice.field}"`,
        );
    }
    const sectionFields = options.sections.flatMap((s) => s.fields);
    for (const field of sectionFields)
      if (!fields.has(field)) problems.push(`${where}: a section lists unknown field "${field}"`);
    if (options.sections.length) {
      for (const field of fields)
        if (!sectionFields.includes(field))
          problems.push(`${where}: field ${field} is in no section`);
    }
    for (const link of options.links) {
      if (link.route && !findRoute(files.flow, link.route))
        problems.push(`${where}: link ${link.id} goes to unknown route "${link.route}"`);
    }
  }
  const names = new Set<string>();
  for (const route of files.flow.routes) {
    for (const name of [route.name, route.mobile?.name].filter((n): n is string => !!n)) {
      if (names.has(name))
        problems.push(`flows/onboarding.flow.json: route name ${name} is used twice`);
      names.add(name);
    }
    for (const schema of [route.schema, route.mobile?.schema]) {
      if (schema && !files.steps.has(schema))
        problems.push(
          `flows/onboarding.flow.json: ${route.name} names schema "${schema}", which does not exist`,
        );
    }
    if (route.prefill)
      problems.push(...lintPrefill(files, route.name, route.schema, route.prefill));
    for (const required of route.requires ?? []) {
      if (!findRoute(files.flow, required))
        problems.push(
          `flows/onboarding.flow.json: ${route.name} requires unknown step "${required}"`,
        );
    }
  }
  for (const special of [
    files.flow.initialRoute,
    files.flow.restartRoute,
    files.flow.notFoundRoute,
  ]) {
    if (!findRoute(files.flow, special))
      problems.push(`flows/onboarding.flow.json: unknown route "${special}"`);
  }
  return problems;
}

/** A route's prefill rules name fields of its schema and dictionaries that exist. */
function lintPrefill(
  files: ProjectFiles,
  routeName: string,
  schemaName: string | undefined,
  rule: PrefillRule,
): string[] {
  const where = `flows/onboarding.flow.json: ${routeName} prefill`;
  const step = schemaName ? files.steps.get(schemaName) : undefined;
  if (!step) return [`${where} needs a route with a schema`];
  const problems: string[] = [];
  if ((rule.source as string) !== "documentScan")
    problems.push(`${where} has unknown source "${rule.source as string}"`);
  const fields = new Set(collectPropertySchemas(step.schema).keys());
  for (const [field, fill] of Object.entries(rule.fields)) {
    if (!fields.has(field)) problems.push(`${where} fills "${field}", which is not a field`);
    if (fill.value === undefined && !fill.from?.length)
      problems.push(`${where}: ${field} has neither "from" nor "value"`);
    if (typeof fill.as === "object" && files.dictionaries[fill.as.dictionary] === undefined)
      problems.push(`${where}: ${field} reads unknown dictionary "${fill.as.dictionary}"`);
    if (fill.pattern !== undefined) {
      try {
        new RegExp(fill.pattern, "u");
      } catch {
        problems.push(`${where}: ${field} has an invalid pattern`);
      }
    }
  }
  return problems;
}
