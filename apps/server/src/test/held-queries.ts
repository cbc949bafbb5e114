import { expect, vi } from 'vitest';
import type { Database } from '../db/database';

/**
 * Holds every query of `db` back a few milliseconds, so calls sent at once find two batches at the
 * database and wait for the next, as under load: on PGlite a query is otherwise answered before the next
 * injected request is through its hooks, and no batch forms (docs/decisions/059, 060). `sent(text)`
 * answers the queries sent since whose text or values include `text`, each as the JSON of its arguments.
 */
export function holdQueriesBack(db: Database) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query.bind(client);
  const spy = vi.spyOn(client, 'query').mockImplementation(async (...args: unknown[]) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return original(...args);
  });
  return {
    sent: (text: string) =>
      spy.mock.calls.map((args) => JSON.stringify(args)).filter((t) => t.includes(text)),
    restore: () => spy.mockRestore(),
  };
}

/**
 * Makes every call at once with queries held back, and checks that batches whose text includes
 * `batchText` were sent and that each id of `inBatch` (a user's or a session's) is in one of them.
 */
export async function allAtOnce<T>(
  db: Database,
  batchText: string,
  calls: (() => Promise<T>)[],
  inBatch: string[] = [],
) {
  const held = holdQueriesBack(db);
  try {
    const answers = await Promise.all(calls.map((call) => call()));
    const batches = held.sent(batchText);
    expect(batches.length).toBeGreaterThan(0);
    for (const id of inBatch)
      expect(
        batches.some((text) => text.includes(id)),
        id,
      ).toBe(true);
    return answers;
  } finally {
    held.restore();
  }
}
