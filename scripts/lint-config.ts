/**
 * The lint compliance edits pass through: schemas, UI schemas, flow and locale files must agree,
 * and the generated payload types must match the schemas. Prints each problem as a sentence and
 * exits 1 when there is any; prints how many texts each untranslated language takes from English.
 */
import { loadProjectFiles } from "../src/server/config/project-files.ts";
import { FlowNavigator } from "../src/server/flow/flow-navigator.ts";
import { StepValidators } from "../src/server/validation/step-validators.ts";
import { lintLocales } from "./config-lint/lint-locales.ts";
import { lintPatternMessages } from "./config-lint/lint-pattern-messages.ts";
import { lintProgress } from "./config-lint/lint-progress.ts";
import { lintSteps } from "./config-lint/lint-steps.ts";
import { FORM_WIDGETS } from "./config-lint/lint-widgets.ts";
import { stalePayloadTypesProblem } from "./gen-types.ts";
import { readCommandLine } from "./cli/command-line.ts";

readCommandLine({
  command: "npm run lint:config",
  summary:
    "Checks that schemas, UI schemas, the flow and the locale files agree and that the payload\ntypes are up to date; prints each problem as a sentence and exits 1 when there is any.",
  options: {},
});
const files = loadProjectFiles();
const problems = [...lintSteps(files, FORM_WIDGETS), ...lintProgress(files.flow)];
try {
  const validators = new StepValidators([]);
  new FlowNavigator(files.flow, (schema) => validators.compileCondition(schema));
} catch (error) {
  problems.push(`flows/onboarding.flow.json: ${(error as Error).message}`);
}
const locales = lintLocales(files);
problems.push(...locales.problems, ...lintPatternMessages(files));
const staleTypes = await stalePayloadTypesProblem();
if (staleTypes) problems.push(staleTypes);

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
  `lint-config: ${files.steps.size} steps, ${files.flow.routes.length} routes and the locale files agree; the payload types are up to date`,
);
