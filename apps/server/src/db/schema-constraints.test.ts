import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { queryRows } from './database';

// The last line of defence behind the validated routes: values no route may write are refused by the
// database itself, on both engines.
describe('check constraints of the community tables', async () => {
  const { db, close } = await openTestDatabase();
  afterAll(close);
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (username, email) values ('checks', 'checks@example.com') returning id`,
  );
  const userId = user?.id ?? '';
  const refused = async (query: ReturnType<typeof sql>) => {
    let error: unknown;
    try {
      await db.execute(query);
    } catch (caught) {
      error = caught;
    }
    expect(error, 'the database accepted it').toBeDefined();
  };

  it('focus_periods.kind is focus or break', async () => {
    await db.execute(sql`insert into focus_periods (user_id, kind, seconds) values (${userId}, 'focus', 60)`);
    await db.execute(sql`insert into focus_periods (user_id, kind, seconds) values (${userId}, 'break', 60)`);
    await refused(sql`insert into focus_periods (user_id, kind, seconds) values (${userId}, 'nap', 60)`);
  });

  it('visitor_reports.browser is one of the six names and theme is null, light or dark', async () => {
    const insert = (browser: string, theme: string | null) =>
      sql`insert into visitor_reports (visitor_id, browser, theme) values (gen_random_uuid(), ${browser}, ${theme})`;
    for (const browser of ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Other']) {
      await db.execute(insert(browser, null));
    }
    await db.execute(insert('Chrome', 'light'));
    await db.execute(insert('Chrome', 'dark'));
    await refused(insert('Netscape', null));
    await refused(insert('chrome', null));
    await refused(insert('Chrome', 'sepia'));
  });

  it('a newsletter row is a subscription, a pending address or both, each complete', async () => {
    const row = (columns: string) =>
      sql`insert into newsletter_subscriptions (user_id, ${sql.raw(columns)}) values (${userId}, `;
    await refused(sql`insert into newsletter_subscriptions (user_id) values (${userId})`);
    await refused(sql.join([row('email'), sql`'a@example.com')`]));
    await refused(sql.join([row('pending_email, confirm_token_hash'), sql`'a@example.com', 'hash')`]));
    await db.execute(
      sql.join([
        row('pending_email, confirm_token_hash, confirm_expires_at'),
        sql`'a@example.com', 'hash', now())`,
      ]),
    );
  });
});
