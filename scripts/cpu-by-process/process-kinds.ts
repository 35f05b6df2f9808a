/**
 * The kind of a process, read from its command line, for the table of processor time by process
 * (`npm run bench:cpu`): Chromium's processes by their `--type`, the product's servers, the test
 * runners, the databases; anything else by its program's name.
 */

/** Rules in order: the first whose test matches names the kind. */
const KINDS: readonly (readonly [RegExp, string | ((argv: string) => string)])[] = [
  [/chrom(e|ium)/i, chromiumKind],
  [/dist-server\/journey-main|journey-main\.ts/, "journey server"],
  [/dist-server\/|src\/server\/main\.ts/, "onboarding server"],
  [/playwright\/lib\/worker|workerProcessEntry/, "Playwright workers"],
  [/playwright/, "Playwright runner"],
  [/vitest/, "Vitest"],
  [/fuzz-server/, "fuzz"],
  [/eslint/, "ESLint"],
  [/\btsc\b|typescript\/bin/, "TypeScript"],
  [/vite\b/, "Vite"],
  [/^postgres|\bpostgres:/, "PostgreSQL"],
  [/haproxy/, "HAProxy"],
  [/ffmpeg/, "ffmpeg"],
];

function chromiumKind(argv: string): string {
  const type = /--type=([\w-]+)/.exec(argv)?.[1];
  if (!type) return "Chromium browser";
  if (type === "renderer") return "Chromium renderers";
  if (type === "gpu-process") return "Chromium GPU";
  return "Chromium utility and other";
}

/** The kind of the process whose command line (its arguments joined by spaces) is `argv`. */
export function processKind(argv: string): string {
  for (const [test, kind] of KINDS)
    if (test.test(argv)) return typeof kind === "string" ? kind : kind(argv);
  const program = argv.split(" ")[0] ?? "";
  if (/(^|\/)node$/.test(program)) return "other Node.js";
  return program === "" ? "kernel threads" : `other: ${program.split("/").at(-1)}`;
}
