/**
 * The command line of the project's scripts: `--help` prints the script's usage and exits 0; an
 * unknown option, a missing value or a bad one prints one line saying so, then the usage, and
 * exits 2. A script states its options once, with what each means, and the usage is made from
 * that statement.
 */
import path from "node:path";
import { parseArgs } from "node:util";

export interface OptionSpec {
  type: "string" | "boolean";
  /** What the value is, in the usage: `N`, `URL`, `MS`. */
  value?: string;
  /** A string option's value when it is not given (none: ""); a boolean's is false. */
  default?: string;
  description: string;
}

export interface PositionalSpec {
  name: string;
  description: string;
}

export interface CommandSpec<O extends Record<string, OptionSpec>> {
  /** How the script is run, e.g. `npm run fuzz` (its name in messages: `fuzz`). */
  command: string;
  /** What it does, in a sentence or two (wrapped as written). */
  summary: string;
  options: O;
  /** Arguments after the options, all required; none unless given. */
  positionals?: readonly PositionalSpec[];
  /** Further lines after the options: examples, notes. */
  notes?: string;
}

export type OptionValues<O extends Record<string, OptionSpec>> = {
  [K in keyof O]: O[K]["type"] extends "boolean" ? boolean : string;
};

export interface CommandLine<O extends Record<string, OptionSpec>> {
  values: OptionValues<O>;
  positionals: string[];
  /** Refuses the command line: the message (one line), the usage, exit 2. */
  fail(message: string): never;
  /** A whole number from min to max given as `--name`, or fail saying what it must be. */
  wholeNumber(name: keyof O & string, min: number, max: number): number;
}

/** The exit status of a command line that cannot be run (as shells and most tools use). */
export const USAGE_EXIT_CODE = 2;

const HELP: OptionSpec = { type: "boolean", description: "print this help and exit" };

export function usageOf<O extends Record<string, OptionSpec>>(spec: CommandSpec<O>): string {
  const positionals = (spec.positionals ?? []).map((p) => ` <${p.name}>`).join("");
  const options = { ...spec.options, help: HELP } as Record<string, OptionSpec>;
  const names = Object.entries(options).map(
    ([name, option]) => `--${name}${option.type === "string" ? ` ${option.value ?? "VALUE"}` : ""}`,
  );
  const width = Math.max(...names.map((name) => name.length), 0) + 2;
  const separator = spec.command.startsWith("npm ") ? " --" : "";
  const lines = [
    `usage: ${spec.command}${separator} [options]${positionals}`,
    "",
    spec.summary,
    "",
  ];
  for (const positional of spec.positionals ?? [])
    lines.push(`  <${positional.name}>`.padEnd(width + 2) + positional.description);
  lines.push("options:");
  Object.values(options).forEach((option, index) => {
    const shown = option.default ? ` (default ${option.default})` : "";
    lines.push(`  ${names[index]!.padEnd(width)}${option.description}${shown}`);
  });
  if (spec.notes) lines.push("", spec.notes);
  return `${lines.join("\n")}\n`;
}

/**
 * Reads the process's arguments (or `args`) by the spec. Exits at once on `--help` and on a
 * command line that cannot be run, before the script does anything else.
 */
export function readCommandLine<O extends Record<string, OptionSpec>>(
  spec: CommandSpec<O>,
  args: string[] = process.argv.slice(2),
): CommandLine<O> {
  const name = spec.command.startsWith("npm run ")
    ? spec.command.slice("npm run ".length)
    : path.basename(spec.command.split(" ").at(-1)!, ".ts");
  const fail = (message: string): never => {
    process.stderr.write(`${name}: ${message.split("\n")[0]}\n\n${usageOf(spec)}`);
    process.exit(USAGE_EXIT_CODE);
  };
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(usageOf(spec));
    process.exit(0);
  }
  const options = Object.fromEntries(
    Object.entries(spec.options).map(([key, option]) => [
      key,
      option.type === "boolean"
        ? { type: "boolean" as const, default: false }
        : { type: "string" as const, default: option.default ?? "" },
    ]),
  );
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    fail(readableParseError(error));
  }
  const expected = spec.positionals?.length ?? 0;
  if (parsed!.positionals.length > expected)
    fail(`unexpected argument ${parsed!.positionals[expected]!}`);
  if (parsed!.positionals.length < expected)
    fail(`missing <${spec.positionals![parsed!.positionals.length]!.name}>`);
  const values = parsed!.values as OptionValues<O>;
  return {
    values,
    positionals: parsed!.positionals,
    fail,
    wholeNumber(option, min, max) {
      const text = String(values[option]);
      const value = Number(text);
      if (text === "" || !Number.isInteger(value) || value < min || value > max)
        fail(`--${option} must be a whole number from ${min} to ${max}, not "${text}"`);
      return value;
    },
  };
}

/** Node's parseArgs messages, shortened to what the person typed wrong. */
function readableParseError(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const option = /'(-[^']*)'/.exec(message ?? "")?.[1];
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && option) return `unknown option ${option}`;
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && option)
    return /argument missing/.test(message ?? "")
      ? `${option.split(" ")[0]!} needs a value`
      : `${option.split(" ")[0]!} takes no value`;
  return message ?? String(error);
}
