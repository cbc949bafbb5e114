import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readCliArguments } from './cli-arguments';

const run = promisify(execFile);
const cliFolder = path.dirname(new URL(import.meta.url).pathname);

/** Runs an operator command as `npm run` does (from source through tsx), without a database. */
async function command(file: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [
      '--import',
      'tsx',
      path.join(cliFolder, file),
      ...args,
    ]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// No database is opened: the file runs in the PGlite project only, not again on PostgreSQL.
describe.runIf(process.env.TEST_ENGINE !== 'postgres')('operator commands explain themselves', () => {
  const spec = { options: { email: { type: 'string' as const } }, usage: 'Usage: try --email E' };

  it('answers the usage for --help and -h', () => {
    expect(readCliArguments(['--help'], spec)).toEqual({ kind: 'help', text: spec.usage });
    expect(readCliArguments(['-h'], spec)).toEqual({ kind: 'help', text: spec.usage });
    expect(readCliArguments(['--email', 'a@b.c', '--help'], spec).kind).toBe('help');
  });

  it('names an unknown option or a missing value, with the usage', () => {
    for (const args of [['--emial', 'a@b.c'], ['--email'], ['stray']]) {
      const parsed = readCliArguments(args, spec);
      expect(parsed.kind, args.join(' ')).toBe('mistake');
      expect(parsed.kind === 'mistake' && parsed.text.endsWith(spec.usage)).toBe(true);
    }
  });

  it('passes the values on', () => {
    expect(readCliArguments(['--email', 'a@b.c'], spec)).toEqual({ kind: 'run', values: { email: 'a@b.c' } });
  });

  for (const [file, name] of [
    ['create-admin.ts', 'create-admin'],
    ['grant-coins.ts', 'grant-coins'],
  ] as const) {
    it(`${name} --help prints its usage and exits 0`, async () => {
      const result = await command(file, ['--help']);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Usage: npm run ${name} -- --email E`);
      expect(result.stdout).toContain('--help');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    });

    it(`${name} with an unknown option explains it without a stack trace and exits 2`, async () => {
      const result = await command(file, ['--nope']);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("Unknown option '--nope'");
      expect(result.stderr).toContain(`Usage: npm run ${name}`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    });
  }
});
