/**
 * The lint compliance edits pass through: schemas, UI schemas, flow and locale files must agree.
 * Prints each problem as a sentence and exits 1 when there is any; prints how many texts each
 * untranslated language takes from English.
 */
import { ENGINE_WIDGETS } from "../src/engine/theme/engine-theme.ts";
import { loadProjectFiles } from "../src/server/config/project-files.ts";
import { FlowNavigator } from "../src/server/flow/flow-navigator.ts";
import { StepValidators } from "../src/server/validation/step-validators.ts";
import { PROJECT_WIDGETS } from "../widgets/index.ts";
import { lintLocales } from "./config-lint/lint-locales.ts";
import { lintSteps } from "./config-lint/lint-steps.ts";

const files = loadProjectFiles();
const widgetNames = new Set([...Object.keys(ENGINE_WIDGETS), ...Object.keys(PROJECT_WIDGETS)]);
const problems = lintSteps(files, widgetNames);
try {
  const validators = new StepValidators([]);
  new FlowNavigator(files.flow, (schema) => validators.compileCondition(schema));
} catch (error) {
  problems.push(`flows/onboarding.flow.json: ${(error as Error).message}`);
}
const locales = lintLocales(files);
problems.push(...locales.problems);

const fallbacks = Object.entries(locales.fallbackCounts).filter(([, count]) => count > 0);
if (fallbacks.length) {
  console.log(
    `lint-config: ${fallbacks.length} languages fall back to English for texts they lack:`,
  );
  for (const [language, count] of fallbacks)
    console.log(`  ${language}: ${count} texts from English`);
}
if (problems.length) {
  for (const problem of problems) console.error(`lint-config: ${problem}`);
  process.exit(1);
}
console.log(
  `lint-config: ${files.steps.size} steps, ${files.flow.routes.length} routes and the locale files agree`,
);
