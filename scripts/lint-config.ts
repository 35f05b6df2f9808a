/**
 * The lint compliance edits pass through: schemas, UI schemas, flow and locale files must agree,
 * every translation must be made from today's English (or be marked reviewed again with
 * `--reviewed`), the document checks' settings and the identity journey's definition must be
 * well formed, and the generated payload
 * types must match the schemas. Prints each problem as a sentence and exits 1 when there is any;
 * prints how many texts each language takes from English.
 */
import fs from "node:fs";
import { isLanguage, LANGUAGES, type Language } from "../src/shared/brand/locales.ts";
import { loadProjectFiles } from "../src/server/config/project-files.ts";
import { FlowNavigator } from "../src/server/flow/flow-navigator.ts";
import {
  DOCUMENT_CHECKS_CONFIG_FILE,
  validateDocumentChecksConfig,
} from "../src/server/journey/checks/document-checks-config.ts";
import { lintJourneyDefinition } from "./config-lint/lint-journey-definition.ts";
import { lintLocales } from "./config-lint/lint-locales.ts";
import { lintStaleTranslations } from "./config-lint/lint-stale-translations.ts";
import { lintPatternMessages } from "./config-lint/lint-pattern-messages.ts";
import { lintProgress } from "./config-lint/lint-progress.ts";
import {
  markReviewed,
  readTranslationSources,
  TRANSLATION_SOURCES_FILE,
  writeTranslationSources,
} from "./config-lint/translation-sources.ts";
import { brandDefinitionFile } from "../src/server/journey/journey-catalogue.ts";
import { JOURNEY_DEFINITION_FILE } from "../src/server/journey/journey-definition.ts";
import { BRANDS } from "../src/shared/brand/locales.ts";
import { readCommandLine } from "./cli/command-line.ts";

const { values, fail } = readCommandLine({
  command: "npm run lint:config",
  summary: [
    "Checks that schemas, UI schemas, the flow and the locale files agree, that every translation",
    "was made from today's English and that the payload types are up to date; prints each problem",
    "as a sentence and exits 1 when there is any.",
  ].join("\n"),
  options: {
    language: {
      type: "string",
      value: "LANG",
      description: "check only this language's locale files (a translator's check of their work)",
    },
    reviewed: {
      type: "string",
      value: "LANGS",
      description:
        "first record these languages (comma-separated, or all) as checked against today's English",
    },
  },
  notes: [
    "Marking a language reviewed records, in locales/translation-sources.json, the English each of",
    "its texts stands beside now; a text whose English changes later is stale until it is marked",
    "again. A translator checks their language, corrects what English changed, then marks it:",
    "  npm run lint:config -- --language de",
    "  npm run lint:config -- --language de --reviewed de",
  ].join("\n"),
});
if (values.language && !isLanguage(values.language))
  fail(`--language: "${values.language}" is not one of ${LANGUAGES.join(", ")}`);
const TRANSLATIONS = LANGUAGES.filter((language) => language !== "en");
const reviewed =
  values.reviewed === "all" ? TRANSLATIONS : values.reviewed.split(",").filter(Boolean);
for (const language of reviewed)
  if (!(TRANSLATIONS as string[]).includes(language))
    fail(`--reviewed: "${language}" is not one of ${TRANSLATIONS.join(", ")} (or "all")`);
// The steps' and widgets' checks and the type generator load the renderer and the compilers:
// they are loaded once the command line is read, so --help answers without them.
const [{ StepValidators }, { lintSteps }, { FORM_WIDGETS }, { stalePayloadTypesProblem }] =
  await Promise.all([
    import("../src/server/validation/step-validators.ts"),
    import("./config-lint/lint-steps.ts"),
    import("./config-lint/lint-widgets.ts"),
    import("./gen-types.ts"),
  ]);
const files = loadProjectFiles();
let translationSources = readTranslationSources();
if (reviewed.length) {
  translationSources = markReviewed(files, translationSources, reviewed as Language[]);
  writeTranslationSources(translationSources);
  console.log(
    `lint-config: ${reviewed.join(", ")} recorded in ${TRANSLATION_SOURCES_FILE} as translated from today's English`,
  );
}
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
// The identity journey's steps, and a brand's own where it has them: the browser and the server
// both read the files.
for (const file of [
  JOURNEY_DEFINITION_FILE,
  ...BRANDS.map(brandDefinitionFile).filter((own) => fs.existsSync(own)),
]) {
  try {
    problems.push(...lintJourneyDefinition(JSON.parse(fs.readFileSync(file, "utf8")), file));
  } catch (error) {
    problems.push(`${file}: ${(error as Error).message}`);
  }
}
const locales = lintLocales(files);
// A translation English has changed under is the translators' to check, like a missing one.
locales.problems.push(...lintStaleTranslations(files, translationSources));
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
