/** Renders a generated step (schema, UI schema, precompiled validators) in jsdom for component tests. */
import { render } from "@testing-library/react";
import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import type { RJSFSchema } from "@rjsf/utils";
import { createRequire } from "node:module";
import path from "node:path";
import { StepForm, type StepFormProps } from "../../src/engine/index.ts";
import { loadProjectFiles, PROJECT_ROOT } from "../../src/server/config/project-files.ts";
import { PROJECT_WIDGETS } from "../../widgets/index.ts";
import { localeTranslator } from "./locale-translator.ts";

const require = createRequire(import.meta.url);
const files = loadProjectFiles();

export function stepFiles(name: string) {
  const step = files.steps.get(name);
  if (!step) throw new Error(`no step ${name}`);
  const validateFns = require(
    path.join(PROJECT_ROOT, "src/generated/steps", `${name}.validate.cjs`),
  ) as Record<string, never>;
  return { ...step, validator: createPrecompiledValidator(validateFns, step.schema as RJSFSchema) };
}

/**
 * Whether neither the element nor an ancestor is left out of the layout (jsdom has no
 * `content-visibility`, so a field that is away is hidden there with `display: none`).
 */
export function isShown(element: HTMLElement): boolean {
  for (let at: HTMLElement | null = element; at; at = at.parentElement)
    if (getComputedStyle(at).display === "none") return false;
  return true;
}

export function renderStep(
  name: string,
  overrides: Partial<StepFormProps> = {},
  language: "en" | "pl" = "en",
) {
  const step = stepFiles(name);
  const translator = localeTranslator(files.locales, language);
  const props: StepFormProps = {
    namespace: name,
    schema: step.schema,
    uiSchema: step.uiSchema,
    validator: step.validator,
    translator,
    widgets: PROJECT_WIDGETS,
    submit: async () => undefined,
    ...overrides,
  };
  return { ...render(<StepForm {...props} />), props, translator };
}
