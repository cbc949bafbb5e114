// `npm run test:soak`: proof under load, faults and bad input, and on two instances. Each scenario starts
// the production server on a fresh database, drives it, and checks the invariants in the database
// afterwards (scripts/soak/invariants.ts). Prints one table of figures; exits non-zero if any fails.
//
//   npm run test:soak                          every scenario, 60 s of load at 200 connections
//   npm run test:soak -- --only load,crash     some scenarios
//   npm run test:soak -- --seconds 10          a shorter load phase while developing
//
// PostgreSQL: the local server (BENCH_PG_URL to use another); it must allow creating databases.
import { root } from '../lib/server-process';
import { badInputAndAccess } from './bad-input-and-access';
import { crashScenario } from './crash';
import { loadScenario } from './load';
import { outageScenario } from './outage';
import type { ScenarioResult } from './scenario';
import { twoInstancesScenario } from './two-instances';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const only = arg('only')?.split(',');
const seconds = Number(arg('seconds') ?? 60);
const connections = Number(arg('connections') ?? 200);

const scenarios: { name: string; run: () => Promise<ScenarioResult | ScenarioResult[]> }[] = [
  { name: 'load', run: () => loadScenario({ seconds, connections, users: 1000 }) },
  {
    name: 'crash',
    run: () => crashScenario('postgres', { kills: 3, users: 200, workers: 50, acknowledged: 300 }),
  },
  {
    name: 'bad-input-and-access',
    run: async () => badInputAndAccess({ fuzzRuns: Number(arg('fuzz-runs') ?? 25) }),
  },
  { name: 'outage', run: () => outageScenario({ users: 200, workers: 40 }) },
  { name: 'two-instances', run: () => twoInstancesScenario({ seconds: 10, workers: 40, users: 200 }) },
  {
    name: 'crash-pglite',
    run: () => crashScenario('pglite', { kills: 2, users: 50, workers: 16, acknowledged: 100 }),
  },
];

const unknown = only?.filter((name) => !scenarios.some((s) => s.name === name)) ?? [];
if (unknown.length) {
  console.error(
    `No scenario named ${unknown.join(', ')}; there are ${scenarios.map((s) => s.name).join(', ')}.`,
  );
  process.exit(2);
}

process.chdir(root);
const results: ScenarioResult[] = [];
for (const scenario of scenarios) {
  if (only && !only.includes(scenario.name)) continue;
  console.log(`\n▶ ${scenario.name}`);
  for (const result of [await scenario.run()].flat()) {
    results.push(result);
    if (result.name !== scenario.name) console.log(`  ${result.name}`);
    for (const [key, value] of Object.entries(result.figures)) console.log(`  ${key}: ${value}`);
    for (const failure of result.failures) console.log(`  ✗ ${failure}`);
    console.log(`  ${result.passed ? '✓ passed' : '✗ FAILED'} in ${result.seconds} s`);
  }
}
console.log('');
console.table(
  results.map((r) => ({ scenario: r.name, result: r.passed ? 'passed' : 'FAILED', seconds: r.seconds })),
);
process.exit(results.every((r) => r.passed) ? 0 : 1);
