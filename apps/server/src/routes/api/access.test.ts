import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { signToken } from '../../services/auth/tokens';
import { randomIp, signUp } from '../../test/accounts';
import { changedTables, databaseSnapshot } from '../../test/database-snapshot';
import { signUpAdmin } from '../../test/economy';
import { apiOperations, apiRoutes, type Operation } from '../../test/fuzz/operations';
import { validValue } from '../../test/fuzz/request-arbitrary';
import { createTestApp, createTestClock } from '../../test/test-app';

// The access walk: every API route of the route table, called with every kind of token that must not work
// (forged, tampered, unsigned, expired, revoked, idle-expired, of a deleted account, naming another user's
// session) and with another user's valid token. No such call may answer 2xx on a route that needs a
// token, or change a row; no answer anywhere may contain a password hash, a one-time code, a session id
// or the email of a user other than the caller.

const HOUR = 3_600_000;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access on every route', async () => {
  const clock = createTestClock(new Date());
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const operations = await apiOperations(app);
  const secret = ctx.config.jwtSecret;

  const victim = await signUp(app, mailbox);
  const attacker = await signUp(app, mailbox);
  const admin = await signUpAdmin(app, ctx, mailbox);
  const task = (
    await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: victim.auth,
      payload: { taskName: 'Victim secret plan', dueDate: '2099-01-01', estimatedPomodoros: 3 },
    })
  ).json() as { task: { _id: string } };
  await app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: victim.auth,
    payload: { email: victim.email },
  });
  await mailbox.codeAfter(victim.email, () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: randomIp(),
      payload: { email: victim.email },
    }),
  );

  const sessionOf = async (token: string) => {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
      sub: string;
    };
    return payload;
  };
  const login = async (account: { email: string; password: string }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: { identifier: account.email, password: account.password, rememberMe: true },
    });
    return (res.json() as { token: string }).token;
  };
  const now = clock.now();
  const victimClaims = await sessionOf(victim.token);
  const attackerClaims = await sessionOf(attacker.token);
  const claims = (sub: string, sid: string, role: 'user' | 'admin' = 'user') => ({
    sub,
    sid,
    role,
    email: victim.email,
    username: victim.username,
  });
  const later = { now, expiresAt: new Date(now.getTime() + 24 * HOUR) };

  const revoked = await login(victim);
  await app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { authorization: `Bearer ${revoked}` },
  });
  const leaver = await signUp(app, mailbox);
  await app.inject({ method: 'DELETE', url: '/api/user/delete-account', headers: leaver.auth });
  const [header, , signature] = victim.token.split('.');

  const badTokens: Record<string, string | undefined> = {
    'no token': undefined,
    'not a bearer token': `Basic ${Buffer.from('a:b').toString('base64')}`,
    'empty bearer': 'Bearer ',
    garbage: 'Bearer not.a.jwt',
    'forged (wrong secret, claims admin)': `Bearer ${await signToken('x'.repeat(40), claims(victimClaims.sub, victimClaims.sid, 'admin'), later)}`,
    'unsigned (alg none)': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(victimClaims.sub, victimClaims.sid, 'admin'), iss: 'focus-room', exp: Math.floor(now.getTime() / 1000) + 3600 })}.`,
    'tampered payload (role admin)': `Bearer ${header}.${b64({ sid: victimClaims.sid, sub: victimClaims.sub, role: 'admin', iss: 'focus-room', exp: Math.floor(now.getTime() / 1000) + 3600 })}.${signature}`,
    'HS512 with the right secret': `Bearer ${await new SignJWT({ sid: victimClaims.sid, role: 'user' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(victimClaims.sub)
      .setIssuer('focus-room')
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode(secret))}`,
    expired: `Bearer ${await signToken(secret, claims(victimClaims.sub, victimClaims.sid), { now: new Date(now.getTime() - 48 * HOUR), expiresAt: new Date(now.getTime() - HOUR) })}`,
    revoked: `Bearer ${revoked}`,
    'of a deleted account': `Bearer ${leaver.token}`,
    "another user's session under the victim's id": `Bearer ${await signToken(secret, claims(victimClaims.sub, attackerClaims.sid), later)}`,
    'an unknown session': `Bearer ${await signToken(secret, claims(victimClaims.sub, '00000000-0000-4000-8000-000000000000'), later)}`,
  };

  const params = (op: Operation, name: string) => {
    if (name === 'id') return op.url.startsWith('/api/admin/') ? victim.user._id : task.task._id;
    if (name === 'level') return '7';
    if (name === 'file') return 'light.svg';
    return '1';
  };
  const requestFor = (op: Operation, authorization: string | undefined) => {
    const url = op.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params(op, name)));
    const sampled = op.body ? fc.sample(validValue(op.body), { numRuns: 1, seed: 7 })[0] : undefined;
    // Ids in bodies name the victim's things: a caller must not reach them that way either.
    const body =
      sampled && typeof sampled === 'object'
        ? {
            ...sampled,
            ...('taskId' in sampled ? { taskId: task.task._id } : {}),
            ...('orderedTasks' in sampled
              ? { orderedTasks: [{ id: task.task._id, priority: 'can do', order: 0 }] }
              : {}),
            ...('userId' in sampled ? { userId: victim.user._id } : {}),
          }
        : sampled;
    return {
      method: op.method,
      url,
      remoteAddress: randomIp(),
      headers: authorization ? { authorization } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    };
  };

  // Everything no answer may contain, read from the database after the walk's setup.
  async function secrets() {
    const rows = await queryRows<{ kind: string; value: string }>(
      ctx.db,
      sql`select 'hash' as kind, password_hash as value from users where password_hash is not null
          union all select 'session', id::text from sessions
          union all select 'code hash', code_hash from one_time_codes
          union all select 'email', email from users`,
    );
    const codes = mailbox.mails.flatMap((mail) => [...mail.text.matchAll(/\b(\d{6})\b/g)].map((m) => m[1]!));
    return { rows, codes };
  }
  // Taken once per test: the rows do not change while nothing is allowed to change them.
  const forbiddenChecker = async () => {
    const { rows, codes } = await secrets();
    return (body: string, caller: { email?: string | undefined; admin: boolean }) => {
      const found: string[] = [];
      for (const row of rows) {
        if (row.kind === 'email' && (row.value === caller.email || caller.admin)) continue;
        if (body.includes(row.value)) found.push(`${row.kind} ${row.value}`);
      }
      for (const code of codes) if (new RegExp(`\\b${code}\\b`).test(body)) found.push(`code ${code}`);
      return found;
    };
  };
  const figures = {
    routes: operations.length,
    tokenKinds: 0,
    refused: 0,
    crossUser: 0,
    leakChecks: 0,
    idle: 0,
  };
  afterAll(() => {
    const dir = process.env.SOAK_FIGURES_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `access-${ctx.engine}.json`), JSON.stringify(figures));
  });
  const adminRoutes = new Set(app.routeTable.filter((r) => r.admin).map((r) => `${r.method} ${r.url}`));

  it('walks every API route of the route table (each is in the OpenAPI document)', () => {
    const documented = new Set(operations.map((op) => `${op.method} ${op.url}`));
    expect(apiRoutes(app).filter((route) => !documented.has(route))).toEqual([]);
  });

  it('refuses every token that must not work, on every route that needs one, changing nothing', async () => {
    const forbiddenIn = await forbiddenChecker();
    let before = await databaseSnapshot(ctx.db);
    let calls = 0;
    for (const op of operations.filter((o) => o.bearer)) {
      for (const [kind, authorization] of Object.entries(badTokens)) {
        // POST /api/review is open to guests: only a token that is sent must be valid.
        if (kind === 'no token' && op.url === '/api/review' && op.method === 'POST') continue;
        const res = await app.inject(requestFor(op, authorization));
        calls += 1;
        figures.refused += 1;
        const what = `${op.method} ${op.url} with ${kind} → ${res.statusCode} ${res.body.slice(0, 160)}`;
        expect(res.statusCode, what).toBe(401);
        expect(Object.keys(res.json()), what).toEqual(['message', 'code']);
        expect(['authRequired', 'sessionInvalid'], what).toContain(res.json().code);
        expect(forbiddenIn(res.body, { admin: false }), what).toEqual([]);
      }
      const after = await databaseSnapshot(ctx.db);
      expect(changedTables(before, after), `${op.method} ${op.url} with a token that must not work`).toEqual(
        [],
      );
      before = after;
    }
    expect(calls).toBeGreaterThan(300);
    figures.tokenKinds = Object.keys(badTokens).length;
  });

  it("lets a user neither read nor change another user's data", async () => {
    const victimRows = async () =>
      queryRows(
        ctx.db,
        sql`select (select row_to_json(u) from users u where id = ${victim.user._id}) as user,
               (select json_agg(t order by id) from tasks t where user_id = ${victim.user._id}) as tasks,
               (select json_agg(n) from newsletter_subscriptions n where user_id = ${victim.user._id}) as newsletter,
               (select json_agg(s order by id) from sessions s where user_id = ${victim.user._id} and revoked_at is null) as sessions`,
      );
    const forbiddenIn = await forbiddenChecker();
    const before = JSON.stringify(await victimRows());
    for (const op of operations) {
      const res = await app.inject(requestFor(op, `Bearer ${attacker.token}`));
      figures.crossUser += 1;
      const what = `${op.method} ${op.url} as another user → ${res.statusCode} ${res.body.slice(0, 160)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (op.url.includes(':id') || adminRoutes.has(`${op.method} ${op.url}`)) {
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      }
      expect(res.body, what).not.toContain(task.task._id);
      expect(res.body, what).not.toContain('Victim secret plan');
      expect(forbiddenIn(res.body, { email: attacker.email, admin: false }), what).toEqual([]);
      if (op.url === '/api/auth/logout' || op.url === '/api/user/delete-account') continue;
      expect(JSON.stringify(await victimRows()), `${what} changed the victim's rows`).toBe(before);
    }
  });

  it('never answers a password hash, a code, a session id or another email, on any route, for anyone', async () => {
    const callers = [
      { name: 'victim', auth: `Bearer ${await login(victim)}`, email: victim.email, admin: false },
      { name: 'admin', auth: admin.auth.authorization, email: admin.email, admin: true },
      { name: 'visitor', auth: undefined, email: undefined, admin: false },
    ];
    const forbiddenIn = await forbiddenChecker();
    for (const caller of callers) {
      // Routes that end or change the caller's sign-in (logout, deletion, a new password or user name, which
      // the sampled login body could then match) would change the walk's own callers under it.
      const changesSignIn = new Set([
        '/api/user/delete-account',
        '/api/auth/logout',
        '/api/user/password',
        '/api/user/username',
      ]);
      for (const op of operations.filter((o) => !changesSignIn.has(o.url))) {
        const res = await app.inject(requestFor(op, caller.auth));
        figures.leakChecks += 1;
        const what = `${op.method} ${op.url} as ${caller.name} → ${res.statusCode} ${res.body.slice(0, 160)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        expect(forbiddenIn(res.body, caller), what).toEqual([]);
      }
    }
  });

  // The server ends a session idle for 12 hours, as the browser's idle wipe does.
  it('ends a session idle for 12 hours on every route that needs a token', async () => {
    const idle = `Bearer ${await login(attacker)}`;
    clock.advance(12 * HOUR + 60_000);
    const before = await databaseSnapshot(ctx.db);
    for (const op of operations.filter((o) => o.bearer)) {
      const res = await app.inject(requestFor(op, idle));
      figures.idle += 1;
      const what = `${op.method} ${op.url} with an idle-expired session → ${res.statusCode} ${res.body.slice(0, 160)}`;
      expect(res.statusCode, what).toBe(401);
    }
    expect(changedTables(before, await databaseSnapshot(ctx.db))).toEqual([]);
  });
});
