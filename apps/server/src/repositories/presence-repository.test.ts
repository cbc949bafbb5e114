import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { presenceRepository, TOUCH_BATCH } from './presence-repository';

describe('presence heartbeat', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('marks every connected user alive, however many statements that takes', async () => {
    const count = TOUCH_BATCH * 2 + 3;
    const rows = await handle.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({ username: `beat${i}`, email: `beat${i}@example.com` })),
      )
      .returning({ id: users.id });
    const ids = rows.map((row) => row.id);
    const at = new Date('2026-03-01T10:00:00Z');

    await presenceRepository.touch(handle.db, ids, at);

    const seen = await presenceRepository.of(handle.db, ids);
    expect(seen.size).toBe(count);
    expect([...seen.values()].every((row) => row.lastSeenAt?.getTime() === at.getTime())).toBe(true);
  });
});
