/** Checks the schemas, UI schemas and flow file against each other. Each finding is a sentence. */
import type { RegistryWidgetsType } from "@rjsf/utils";
import { engineOptionsOf } from "../../src/engine/logic/engine-ui-schema.ts";
import { unsupportedConditionKeywords } from "../../src/engine/logic/matches-condition.ts";
import type { ProjectFiles, StepFiles } from "../../src/server/config/project-files.ts";
import { StepValidators } from "../../src/server/validation/step-validators.ts";
import { findRoute } from "../../src/shared/flow/flow-definition.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";
import { jsonPointer } from "./json-pointer.ts";
import { lintFieldRelations } from "./lint-field-relations.ts";
import { lintHomeAddress } from "./lint-home-address.ts";
import { lintNextRules } from "./lint-next-rules.ts";
import { FLOW_FILE, lintPrefill } from "./lint-prefill.ts";
import { lintSchemaConditions } from "./lint-schema-conditions.ts";
import { lintUiSchema } from "./lint-ui-schema.ts";

/** The browser evaluates UI schema conditions with `matchesCondition`, which knows fewer keywords than Ajv. */
function lintConditionKeywords(file: string, uiSchema: Record<string, unknown>): string[] {
  const options = engineOptionsOf(uiSchema);
  const conditions: (readonly [string, JsonSchema | undefined])[] = [
    ...options.effects.map((e, i) => [jsonPointer("ui:effects", i, "when"), e.when] as const),
    ...options.notices.map((n, i) => [jsonPointer("ui:notices", i, "when"), n.when] as const),
    ...options.outcomes.map((o, i) => [jsonPointer("ui:outcomes", i, "when"), o.when] as const),
    [jsonPointer("ui:prefill", "confirmWhen"), options.prefill.confirmWhen],
    ...options.sections.flatMap((s, i) =>
      (s.continue ?? []).map(
        (o, j) => [jsonPointer("ui:sections", i, "continue", j, "when"), o.when] as const,
      ),
    ),
  ];
  return conditions.flatMap(([pointer, condition]) =>
    condition
      ? unsupportedConditionKeywords(condition, pointer).map(
          (keywordPointer) =>
            `${file}: ${keywordPointer}: conditions do not support "${keywordPointer.split("/").pop()!}"; write the condition without it`,
        )
      : [],
  );
}

function lintLinks(files: ProjectFiles, step: StepFiles): string[] {
  const file = `schemas/${step.name}.ui.json`;
  return engineOptionsOf(step.uiSchema).links.flatMap((link, i) =>
    link.route && !findRoute(files.flow, link.route)
      ? [
          `${file}: ${jsonPointer("ui:links", i, "route")}: "${link.route}" is not a route of ${FLOW_FILE}`,
        ]
      : [],
  );
}

export function lintSteps(files: ProjectFiles, widgets: RegistryWidgetsType): string[] {
  const problems: string[] = [];
  try {
    new StepValidators([...files.steps].map(([name, step]) => [name, step.schema]));
  } catch (error) {
    problems.push((error as Error).message);
  }
  for (const step of files.steps.values()) {
    problems.push(...lintUiSchema(step, widgets));
    problems.push(...lintSchemaConditions(step));
    problems.push(...lintFieldRelations(step));
    problems.push(...lintConditionKeywords(`schemas/${step.name}.ui.json`, step.uiSchema));
    problems.push(...lintLinks(files, step));
  }
  const names = new Set<string>();
  files.flow.routes.forEach((route, i) => {
    for (const name of [route.name, route.mobile?.name].filter((n): n is string => !!n)) {
      if (names.has(name)) problems.push(`${FLOW_FILE}: route name ${name} is used twice`);
      names.add(name);
    }
    for (const schema of [route.schema, route.mobile?.schema]) {
      if (schema && !files.steps.has(schema))
        problems.push(`${FLOW_FILE}: ${route.name} names schema "${schema}", which does not exist`);
    }
    if (route.prefill) problems.push(...lintPrefill(files, i, route.schema, route.prefill));
    for (const required of route.requires ?? []) {
      if (!findRoute(files.flow, required))
        problems.push(`${FLOW_FILE}: ${route.name} requires unknown step "${required}"`);
    }
  });
  problems.push(...lintHomeAddress(files));
  for (const special of [
    files.flow.initialRoute,
    files.flow.restartRoute,
    files.flow.notFoundRoute,
  ]) {
    if (!findRoute(files.flow, special)) problems.push(`${FLOW_FILE}: unknown route "${special}"`);
  }
  problems.push(...lintNextRules(files));
  return problems;
}
