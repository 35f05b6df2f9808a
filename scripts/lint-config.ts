/**
 * The lint compliance edits pass through: schemas, UI schemas, flow and locale files must agree,
 * the document checks' settings must be well formed, and the generated payload types must match
 * the schemas. Prints each problem as a sentence and
 * exits 1 when there is any; prints how many texts each language takes from English.
 */
import fs from "node:fs";
import { isLanguage, LANGUAGES, type Language } from "../src/shared/brand/locales.ts";
import { loadProjectFiles } from "../src/server/config/project-files.ts";
import { FlowNavigator } from "../src/server/flow/flow-navigator.ts";
import { StepValidators } from "../src/server/validation/step-validators.ts";
import {
  DOCUMENT_CHECKS_CONFIG_FILE,
  validateDocumentChecksConfig,
} from "../src/server/journey/checks/document-checks-config.ts";
import { lintLocales } from "./config-lint/lint-locales.ts";
import { lintPatternMessages } from "./config-lint/lint-pattern-messages.ts";
import { lintProgress } from "./config-lint/lint-progress.ts";
import { lintSteps } from "./config-lint/lint-steps.ts";
import { FORM_WIDGETS } from "./config-lint/lint-widgets.ts";
import { stalePayloadTypesProblem } from "./gen-types.ts";
import { readCommandLine } from "./cli/command-line.ts";

const { values, fail } = readCommandLine({
  command: "npm run lint:config",
  summary:
    "Checks that schemas, UI schemas, the flow and the locale files agree and that the payload\ntypes are up to date; prints each problem as a sentence and exits 1 when there is any.",
  options: {
    language: {
      type: "string",
      value: "LANG",
      description: "check only this language's locale files (a translator's check of their work)",
    },
  },
});
if (values.language && !isLanguage(values.language))
  fail(`--language: "${values.language}" is not one of ${LANGUAGES.join(", ")}`);
const files = loadProjectFiles();
const problems = [
  ...lintSteps(files, FORM_WIDGETS),
  ...lintProgress(files.flow, files.locales.en.common),
];
try {
  const validators = new StepValidators([]);
  new FlowNavigator(files.flow, (schema) => validators.compileCondition(schema));
} catch (error) {
  problems.push(`flows/onboarding.flow.json: ${(error as Error).message}`);
}
// The identity document checks' settings: the server refuses to start with a broken file.
try {
  validateDocumentChecksConfig(JSON.parse(fs.readFileSync(DOCUMENT_CHECKS_CONFIG_FILE, "utf8")));
} catch (error) {
  problems.push(`config/document-checks.json: ${(error as Error).message}`);
}
const locales = lintLocales(files);
if (values.language) {
  const own = locales.problems.filter((p) => p.startsWith(`locales/${values.language}:`));
  for (const problem of own) console.error(`lint-config: ${problem}`);
  console.log(
    `lint-config: ${values.language}: ${locales.fromEnglish[values.language as Language]} texts taken from English, ${own.length} problems`,
  );
  process.exit(own.length ? 1 : 0);
}
problems.push(...locales.problems, ...lintPatternMessages(files));
const staleTypes = await stalePayloadTypesProblem();
if (staleTypes) problems.push(staleTypes);

console.log(
  `lint-config: texts taken from English: ${Object.entries(locales.fromEnglish)
    .map(([language, count]) => `${language} ${count}`)
    .join(", ")}`,
);
if (problems.length) {
  for (const problem of problems) console.error(`lint-config: ${problem}`);
  process.exit(1);
}
console.log(
  `lint-config: ${files.steps.size} steps, ${files.flow.routes.length} routes and the locale files agree; the payload types are up to date`,
);
