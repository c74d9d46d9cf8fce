import { parseArgs, type ParseArgsConfig } from "node:util";
import { EnvError, getEnv } from "../app/.server/env";

// Every `npm run` script reads its arguments here: Node's util.parseArgs in
// strict mode, so an unknown flag, a flag without its value or a bad value is refused with the
// script's usage and exit code 2, instead of being ignored or read as something else.

/** A script's flags, as util.parseArgs takes them. */
type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig["options"]>;

export interface CommandLineSpec<O extends ParseArgsOptionsConfig> {
  /** The usage line(s) printed with every refusal, and for --help. */
  usage: string;
  options: O;
  /** How many arguments without a flag the script takes (a file name); 0 by default. */
  positionals?: { min: number; max: number };
}

export type CommandLine<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: O; strict: true; allowPositionals: true }>
>;

/** The arguments read, or why they are refused (in words for the person who typed them). */
export function readCommandLine<const O extends ParseArgsOptionsConfig>(
  argv: string[],
  spec: CommandLineSpec<O>,
): { ok: true; line: CommandLine<O> } | { ok: false; problem: string } {
  let line: CommandLine<O>;
  try {
    line = parseArgs({ args: argv, options: spec.options, strict: true, allowPositionals: true });
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
  const { min, max } = spec.positionals ?? { min: 0, max: 0 };
  if (line.positionals.length > max) {
    return { ok: false, problem: `Unexpected argument '${line.positionals[max]}'` };
  }
  if (line.positionals.length < min) return { ok: false, problem: "An argument is missing" };
  return { ok: true, line };
}

/** Prints the problem and the usage, and ends the script with exit code 2. */
export function usageError(usage: string, problem: string): never {
  console.error(`${problem}\n${usage}`);
  process.exit(2);
}

/**
 * The script's arguments (process.argv), read strictly: refused with the usage and exit code 2,
 * and `--help` prints the usage and ends with 0.
 */
export function parseCommandLine<const O extends ParseArgsOptionsConfig>(
  spec: CommandLineSpec<O>,
): CommandLine<O> {
  const argv = process.argv.slice(2);
  if (argv.length === 1 && (argv[0] === "--help" || argv[0] === "-h")) {
    console.log(spec.usage);
    process.exit(0);
  }
  const read = readCommandLine(argv, spec);
  if (!read.ok) usageError(spec.usage, read.problem);
  return read.line;
}

/**
 * A whole number from a flag's value, within [min, max]; the default when the flag is absent.
 * Anything else ("abc", "1e3", "2.5", out of range) is a refusal naming the flag.
 */
export function readInteger(
  value: string | undefined,
  flag: string,
  bounds: { min: number; max?: number; fallback: number },
): { ok: true; value: number } | { ok: false; problem: string } {
  if (value === undefined) return { ok: true, value: bounds.fallback };
  const n = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < bounds.min || (bounds.max !== undefined && n > bounds.max)) {
    const range =
      bounds.max === undefined ? `at least ${bounds.min}` : `${bounds.min}–${bounds.max}`;
    return { ok: false, problem: `--${flag} takes a whole number, ${range}; got '${value}'` };
  }
  return { ok: true, value: n };
}

/** readInteger, refusing with the usage and exit code 2. */
export function integerFlag(
  usage: string,
  value: string | undefined,
  flag: string,
  bounds: { min: number; max?: number; fallback: number },
): number {
  const read = readInteger(value, flag, bounds);
  if (!read.ok) usageError(usage, read.problem);
  return read.value;
}

/** One of the given words from a flag's value; the default when the flag is absent. */
export function choiceFlag<const C extends string>(
  usage: string,
  value: string | undefined,
  flag: string,
  choices: readonly C[],
  fallback: C,
): C {
  if (value === undefined) return fallback;
  if ((choices as readonly string[]).includes(value)) return value as C;
  return usageError(usage, `--${flag} takes ${choices.join(" or ")}; got '${value}'`);
}

/** Reads the environment or exits with a message naming the bad variables. */
export function loadEnvOrExit() {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
