// Bad input and Access run as server tests on both engines (app.inject, fresh databases), with many more
// fuzzing runs per route than `npm test` uses:
//   - apps/server/src/routes/api/bad-input.test.ts: property-based fuzzing of every route from the OpenAPI
//     document; zero 5xx, every rejection a 4xx in the error shape, no rejected request changes a row;
//   - apps/server/src/routes/api/access.test.ts: every route with forged, tampered, expired, revoked,
//     idle-expired and other users' tokens; nothing leaks, nothing changes.
// The tests write their figures into SOAK_FIGURES_DIR; this reads them back for the report.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/server-process';
import type { ScenarioResult } from './scenario';
import { workFolder } from './scenario';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function badInputAndAccess(options: { fuzzRuns: number }): ScenarioResult[] {
  const work = workFolder('vitest');
  const started = Date.now();
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/vitest'),
    [
      'run',
      '--project',
      'server-pglite',
      '--project',
      'server-postgres',
      'src/routes/api/bad-input.test.ts',
      'src/routes/api/access.test.ts',
      '--reporter=json',
      `--outputFile=${path.join(work.dir, 'vitest.json')}`,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        FUZZ_RUNS: String(options.fuzzRuns),
        SOAK_FIGURES_DIR: work.dir,
        TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? adminUrl,
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  // Failures per test file (each runs on both engines), from vitest's JSON report.
  type Report = {
    testResults?: {
      name: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  const reportFile = path.join(work.dir, 'vitest.json');
  const report = (existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : {}) as Report;
  const failuresOf = (file: string) => {
    const results = (report.testResults ?? []).filter((r) => r.name.endsWith(file));
    if (results.length === 0) return [`no results for ${file}: ${(run.stderr ?? '').slice(-600)}`];
    return results.flatMap((r) =>
      r.assertionResults
        .filter((a) => a.status === 'failed')
        .map((a) => `${a.fullName}: ${(a.failureMessages[0] ?? '').split('\n')[0]?.slice(0, 400)}`),
    );
  };
  const figures = (name: string) =>
    ['pglite', 'postgres'].map((engine) => {
      const file = path.join(work.dir, `${name}-${engine}.json`);
      return existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
        : undefined;
    });
  const [fuzzLite, fuzzPg] = figures('bad-input') as (
    | { routes: number; inputs: number; rejected: number; accepted: number; byStatus: Record<string, number> }
    | undefined
  )[];
  const [accessLite, accessPg] = figures('access') as (
    | {
        routes: number;
        tokenKinds: number;
        refused: number;
        crossUser: number;
        leakChecks: number;
        idle: number;
      }
    | undefined
  )[];
  work.remove();

  const statuses = (byStatus: Record<string, number> = {}) =>
    Object.entries(byStatus)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
  const badInput: ScenarioResult = {
    name: 'bad input (fuzz)',
    passed: false,
    seconds,
    figures: {
      routes: fuzzPg?.routes ?? 0,
      'runs per route': options.fuzzRuns,
      'inputs tried (PGlite + PostgreSQL)': (fuzzLite?.inputs ?? 0) + (fuzzPg?.inputs ?? 0),
      rejected: (fuzzLite?.rejected ?? 0) + (fuzzPg?.rejected ?? 0),
      accepted: (fuzzLite?.accepted ?? 0) + (fuzzPg?.accepted ?? 0),
      'statuses (PostgreSQL)': statuses(fuzzPg?.byStatus),
    },
    failures: [
      ...failuresOf('bad-input.test.ts'),
      ...(fuzzLite && fuzzPg ? [] : ['no fuzzing figures: the tests did not finish']),
    ],
  };
  const access: ScenarioResult = {
    name: 'access',
    passed: false,
    seconds,
    figures: {
      routes: accessPg?.routes ?? 0,
      'token kinds that must not work': accessPg?.tokenKinds ?? 0,
      'refused calls (both engines)': (accessLite?.refused ?? 0) + (accessPg?.refused ?? 0),
      'calls with another user’s token': (accessLite?.crossUser ?? 0) + (accessPg?.crossUser ?? 0),
      'answers checked for leaks': (accessLite?.leakChecks ?? 0) + (accessPg?.leakChecks ?? 0),
      'idle-expired calls': (accessLite?.idle ?? 0) + (accessPg?.idle ?? 0),
    },
    failures: [
      ...failuresOf('access.test.ts'),
      ...(accessLite && accessPg ? [] : ['no access figures: the tests did not finish']),
    ],
  };
  for (const result of [badInput, access]) result.passed = result.failures.length === 0;
  return [badInput, access];
}
