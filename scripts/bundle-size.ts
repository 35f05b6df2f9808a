/**
 * Size report of the built front end (run `npm run build` first): the JavaScript the
 * registration route loads, chunk by chunk, raw and gzip, from Vite's manifest.
 *
 *   npm run size               English on the European brand
 *   npm run size -- --lang pl  another language's locale chunks
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PRECOMPRESSED_SUFFIXES } from "../src/shared/http/compressible-files.ts";
import { PROJECT_ROOT } from "../src/server/config/project-files.ts";
import { intlTagOf, isLanguage, LANGUAGES, type Language } from "../src/shared/brand/locales.ts";
import { localeNamesModuleOf } from "../src/shared/i18n/locale-names-module.ts";
import { SHELL_NAMESPACES } from "../src/shared/i18n/shell-namespaces.ts";
import { readCommandLine } from "./cli/command-line.ts";

interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * The budget, in KiB of gzip: what the registration route may load before its first paint, and
 * before its form can be used. `npm test` runs this script after the build and fails above it.
 */
const SIZE_BUDGET_KIB = { firstLoad: 120, untilUsable: 178.5 } as const;

const commandLine = readCommandLine({
  command: "npm run size",
  summary:
    "Prints the gzip size of the JavaScript the registration route loads (after npm run build),\nchunk by chunk, and the Brotli size the server sends; exits 1 above the budget.",
  options: {
    lang: {
      type: "string",
      value: "LANG",
      default: "en",
      description: "the language whose locale chunks are counted",
    },
  },
});
const language = commandLine.values.lang;
if (!isLanguage(language))
  commandLine.fail(`--lang must be one of ${LANGUAGES.join(" ")}, not "${language}"`);
const intlTag = intlTagOf(language as Language);

const dist = path.join(PROJECT_ROOT, "dist");
const manifestFile = path.join(dist, ".vite", "manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error(
    `${path.relative(PROJECT_ROOT, manifestFile)} is missing: run "npm run build" first.`,
  );
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestEntry>;

/** A manifest entry's file and every file it imports statically, transitively. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(imported, into);
  return into;
}

function keysMatching(test: (key: string) => boolean): string[] {
  return Object.keys(manifest).filter(test);
}

const initial = staticClosure("index.html");
/** The texts the route loads: the shell's and its own step's (other steps' load with them). */
const ROUTE_NAMESPACES = new Set<string>([...SHELL_NAMESPACES, "newAccount"]);
const isRouteLocale = (key: string, lang: string) =>
  ROUTE_NAMESPACES.has(path.basename(key, ".json")) && key.startsWith(`locales/${lang}/`);
const onRoute = new Set<string>();
for (const key of [
  "src/generated/steps/newAccount.step.js",
  // The engine (StepForm, RJSF) and the step's validator code load with the step.
  "src/app/screens/form-kit.ts",
  "src/flow/step-tools.ts",
  ...keysMatching(
    (key) => isRouteLocale(key, language) || (language !== "en" && isRouteLocale(key, "en")),
  ),
  // The country and month names of the language, made at build time.
  localeNamesModuleOf(intlTag),
]) {
  for (const file of staticClosure(key)) if (!initial.has(file)) onRoute.add(file);
}
const onDemand = new Set<string>();
for (const key of keysMatching((key) => key.includes("node_modules/altcha/"))) {
  for (const file of staticClosure(key))
    if (!initial.has(file) && !onRoute.has(file)) onDemand.add(file);
}
for (const file of fs.readdirSync(path.join(dist, "assets"))) {
  if (/^pbkdf2-.*\.js$/.test(file)) onDemand.add(`assets/${file}`);
}

/** Raw, gzip (the budget's measure) and Brotli (the form the server sends, made by the build). */
function sizes(file: string): { raw: number; gzip: number; brotli: number | undefined } {
  const content = fs.readFileSync(path.join(dist, file));
  const brotliForm = path.join(dist, file + PRECOMPRESSED_SUFFIXES.br);
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: fs.existsSync(brotliForm) ? fs.statSync(brotliForm).size : undefined,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
let grandGzip = 0;
let grandBrotli = 0;
function report(title: string, files: Set<string>): number {
  const rows = [...files]
    .filter((f) => f.endsWith(".js"))
    .map((file) => ({ file, ...sizes(file) }));
  rows.sort((a, b) => b.gzip - a.gzip);
  const raw = rows.reduce((sum, row) => sum + row.raw, 0);
  const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
  const brotli = rows.reduce((sum, row) => sum + (row.brotli ?? row.gzip), 0);
  grandGzip += gzip;
  grandBrotli += brotli;
  console.log(
    `\n${title}: ${rows.length} files, ${kib(raw)} raw, ${kib(gzip)} gzip, ${kib(brotli)} as sent (Brotli)`,
  );
  for (const row of rows)
    console.log(
      `  ${kib(row.gzip).padStart(10)} gzip  ${kib(row.raw).padStart(10)} raw  ${row.file}`,
    );
  return gzip;
}

console.log(`JavaScript of the registration route (/eu-${language}/onboarding/):`);
const firstLoad = report("on first load (entry and its imports)", initial);
const untilUsable =
  firstLoad +
  report(
    "when the registration step renders (engine, step module, validators, translations, names)",
    onRoute,
  );
report("when the account section opens (bot check and its worker)", onDemand);
console.log(
  `\ntotal the registration route loads: ${kib(grandGzip)} gzip, ${kib(grandBrotli)} as sent (Brotli)`,
);

/**
 * The phone's camera (its upload screen, the camera views and the frame worker) is a chunk that
 * only the mobileDocumentUpload route loads: it must be in no other route's static imports, the
 * first load's least of all, and only it may name the frame worker.
 */
const CAMERA_ENTRY = "src/app/screens/capture/MobileDocumentUploadScreen.tsx";
const CAPTURE_SCREENS = "src/app/screens/capture/CaptureScreenOfRoute.tsx";
function cameraChunkProblems(): string[] {
  const cameraChunk = manifest[CAMERA_ENTRY]?.file;
  if (!cameraChunk) return [`no chunk of its own for ${CAMERA_ENTRY}`];
  const problems: string[] = [];
  if (initial.has(cameraChunk)) problems.push("it is part of the first load");
  if (onRoute.has(cameraChunk)) problems.push("the registration step loads it");
  if (staticClosure(CAPTURE_SCREENS).has(cameraChunk))
    problems.push("the other capture screens load it");
  for (const file of [...initial, ...onRoute, ...staticClosure(CAPTURE_SCREENS)])
    if (file !== cameraChunk && file.endsWith(".js"))
      if (fs.readFileSync(path.join(dist, file), "utf8").includes("frame-measure-worker"))
        problems.push(`${file} names the frame worker`);
  const { gzip } = sizes(cameraChunk);
  console.log(
    `\ncamera chunk (mobileDocumentUpload only): ${cameraChunk}, ${kib(gzip)} gzip, ${problems.length ? "LOADED ELSEWHERE: " + problems.join("; ") : "not in the first load"}`,
  );
  return problems;
}
const cameraProblems = cameraChunkProblems();

/** The widget's host API for brokers' own pages (vite.embed.config.ts): its module and stylesheet. */
function embedReport(): void {
  const files = ["embed/identity-journey.js", "embed/identity-journey.css"].filter((file) =>
    fs.existsSync(path.join(dist, file)),
  );
  if (files.length === 0) return console.log("\nembedded journey: not built");
  const gzip = files.reduce((sum, file) => sum + sizes(file).gzip, 0);
  const brotli = files.reduce((sum, file) => sum + (sizes(file).brotli ?? sizes(file).gzip), 0);
  console.log(
    `\nembedded journey (${files.join(", ")}): ${kib(gzip)} gzip, ${kib(brotli)} as sent (Brotli), before the texts of its language`,
  );
}
embedReport();

const overBudget = [
  ["first load", firstLoad, SIZE_BUDGET_KIB.firstLoad],
  ["until the form can be used", untilUsable, SIZE_BUDGET_KIB.untilUsable],
] as const;
let failed = cameraProblems.length > 0;
for (const [what, bytes, budget] of overBudget) {
  const within = bytes <= budget * 1024;
  failed ||= !within;
  console.log(
    `budget, ${what}: ${kib(bytes)} of ${budget} KiB gzip ${within ? "(within)" : "OVER BUDGET"}`,
  );
}
if (failed) process.exit(1);
