import { parseArgs } from 'node:util';

/** Every option of the operator commands takes a value. */
type Options = Record<string, { type: 'string' }>;

/** What a command line asks for: help, a mistake to explain, or the values to run with. */
export type CliArguments<T> =
  | { kind: 'help'; text: string }
  | { kind: 'mistake'; text: string }
  | { kind: 'run'; values: T };

/**
 * Reads an operator command's arguments. `--help` (or `-h`) answers the usage; an unknown option or a
 * missing value answers what was wrong and the usage, instead of a stack trace an operator cannot act on.
 */
export function readCliArguments<O extends Options>(
  args: string[],
  spec: { options: O; usage: string },
): CliArguments<Record<keyof O, string | undefined>> {
  try {
    const { values } = parseArgs({
      args,
      options: { ...spec.options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    const { help, ...given } = values as { help?: boolean } & Record<string, string | undefined>;
    if (help) return { kind: 'help', text: spec.usage };
    return { kind: 'run', values: given as Record<keyof O, string | undefined> };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'mistake', text: `${reason}\n\n${spec.usage}` };
  }
}

/** Prints help and exits 0, or a mistake and exits 2 (a usage error); returns the values otherwise. */
export function argumentsOrExit<T>(parsed: CliArguments<T>): T {
  if (parsed.kind === 'help') {
    console.log(parsed.text);
    process.exit(0);
  }
  if (parsed.kind === 'mistake') {
    console.error(parsed.text);
    process.exit(2);
  }
  return parsed.values;
}
