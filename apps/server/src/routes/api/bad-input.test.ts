import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { randomIp, signUp } from '../../test/accounts';
import { changedTables, databaseSnapshot } from '../../test/database-snapshot';
import { signUpAdmin } from '../../test/economy';
import { apiOperations, apiRoutes, type Operation } from '../../test/fuzz/operations';
import { requestArbitrary } from '../../test/fuzz/request-arbitrary';
import { createTestApp } from '../../test/test-app';

// Property-based fuzzing of every route from its schema in the OpenAPI document: valid requests and
// requests with one thing wrong (hostile-values.ts). Whatever comes in: never a 5xx; every rejection is a
// 4xx in the error shape; a rejected request changes no row. FUZZ_RUNS sets the requests per route
// (`npm run test:soak` runs many more than `npm test`).
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

// The keys of the API's error shape (core api/common.ts errorResponseSchema).
const ERROR_KEYS = ['message', 'code', 'params', 'fields', 'fieldCodes'];

describe('bad input on every route', async () => {
  const { app, ctx, mailbox } = await createTestApp();
  const operations = await apiOperations(app);
  const figures = {
    routes: operations.length,
    inputs: 0,
    rejected: 0,
    accepted: 0,
    byStatus: {} as Record<string, number>,
  };

  // The fuzzer signs in as a user with a task (and as an admin for admin routes) so that requests get past
  // authentication to validation and the services; a request that logs out or deletes the account is
  // valid, so the next route gets a fresh user.
  const people = { user: await signUpWithTask(), admin: await signUpAdmin(app, ctx, mailbox) };
  async function signUpWithTask() {
    const account = await signUp(app, mailbox);
    const created = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: account.auth,
      payload: { taskName: 'Read', dueDate: '2099-01-01', estimatedPomodoros: 2 },
    });
    return { ...account, taskId: (created.json() as { task: { _id: string } }).task._id };
  }
  async function stillSignedIn(auth: Record<string, string>) {
    const res = await app.inject({ method: 'GET', url: '/api/auth/verify-session', headers: auth });
    return res.statusCode === 200;
  }

  afterAll(() => {
    const dir = process.env.SOAK_FIGURES_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `bad-input-${ctx.engine}.json`), JSON.stringify(figures));
  });

  it('fuzzes every API route of the route table (each is in the OpenAPI document)', () => {
    const documented = new Set(operations.map((op) => `${op.method} ${op.url}`));
    expect(apiRoutes(app).filter((route) => !documented.has(route))).toEqual([]);
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((op) => [`${op.method} ${op.url}`, op] as const))(
    '%s',
    async (_name, operation: Operation) => {
      if (!(await stillSignedIn(people.user.auth))) people.user = await signUpWithTask();
      if (!(await stillSignedIn(people.admin.auth))) people.admin = await signUpAdmin(app, ctx, mailbox);
      const admin =
        operation.url.includes('/admin/') ||
        operation.url === '/api/most-used' ||
        (operation.method === 'GET' && operation.url === '/api/review');
      const token = admin ? people.admin.token : operation.bearer ? people.user.token : undefined;
      const params = (op: Operation, name: string) => {
        if (name === 'id')
          return op.url.startsWith('/api/admin/') ? people.user.user._id : people.user.taskId;
        if (name === 'level') return '7';
        if (name === 'file') return 'light.svg';
        return undefined;
      };
      let before = await databaseSnapshot(ctx.db);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation, { params, token }), async (request) => {
          const res = await app.inject({ ...request, remoteAddress: randomIp() });
          const after = await databaseSnapshot(ctx.db);
          const changed = changedTables(before, after);
          before = after;
          figures.inputs += 1;
          figures.byStatus[res.statusCode] = (figures.byStatus[res.statusCode] ?? 0) + 1;
          const what = `${request.method} ${request.url.slice(0, 120)} (${request.variation}) → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          if (res.statusCode < 400) {
            figures.accepted += 1;
            return;
          }
          figures.rejected += 1;
          expect(res.headers['content-type'], what).toMatch(/^application\/json/);
          const body = res.json() as Record<string, unknown> & { fieldCodes?: Record<string, string> };
          expect(typeof body.message === 'string' && body.message.length > 0, what).toBe(true);
          expect(
            Object.keys(body).filter((key) => !ERROR_KEYS.includes(key)),
            what,
          ).toEqual([]);
          // Every refusal is a text of the table, so the web can translate it (decision 040).
          expect(body.code, what).not.toBe('unknown');
          expect(Object.values(body.fieldCodes ?? {}), what).not.toContain('unknown');
          // A wrong code counts against its tries, so guessing stays bounded
          // (docs/product-rules.md#one-time-codes): the one row a refusal writes on purpose.
          const counted = body.code === 'invalidCode' ? ['one_time_codes'] : [];
          expect(
            changed.filter((table) => !counted.includes(table)),
            `${what} changed rows`,
          ).toEqual([]);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
  );
});
