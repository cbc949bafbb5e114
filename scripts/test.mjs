// `npm test`: every suite, in order of speed. Type-check, lint, unit and integration tests (server on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), then the browser journeys on a fresh build.
// Exits non-zero when any suite fails and ends with one summary line of test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const only = process.argv.slice(2); // e.g. `npm test -- unit` runs a single step

const steps = [
  { name: 'typecheck', run: () => exec(bin('tsc'), ['-b']) },
  { name: 'lint', run: () => exec(bin('biome'), ['ci', '.']) },
  {
    name: 'unit',
    run: () =>
      exec(bin('vitest'), [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${reports}/vitest.json`,
      ]),
  },
  {
    name: 'e2e',
    run: () => {
      buildWebIfNeeded();
      return exec(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
        E2E_JSON_REPORT: '1',
      });
    },
  },
];

function exec(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const failedSteps = [];
const timings = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  if (!step.run()) failedSteps.push(step.name);
  timings.push(`${step.name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
// Named again here because CI keeps only the tail of the log, far below the failure itself.
const failedNames = [];
const vitest = readJson(`${reports}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  failedNames.push(...vitestFailures(vitest));
}
const pw = readJson(`${reports}/playwright.json`);
if (pw?.stats) {
  passed += pw.stats.expected;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
}
console.log(`\nstep times: ${timings.join(', ')}`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failedNames.length) console.log(`\nFailed unit tests:\n${failedNames.join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);

/** The failed tests, with the first line of their failure message. */
function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failures = (file.assertionResults ?? []).filter(
      (test) => test.status === 'failed' && test.failureMessages?.length,
    );
    for (const test of failures) {
      const message = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      names.push(`  ${where} › ${test.fullName}\n      ${message}`);
    }
    // A file that fails to load has no test results, only a message.
    if (!failures.length && file.status === 'failed') names.push(`  ${where}\n      ${file.message ?? ''}`);
  }
  return names;
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
