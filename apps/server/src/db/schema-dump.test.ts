import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { schemaDump, schemaDumpPath } from './schema-dump';

describe('drizzle/schema.sql', async () => {
  const { db, close } = await openTestDatabase();
  afterAll(close);

  it('holds the current definition of every SQL function and trigger of the migrated database', async () => {
    const checkedIn = readFileSync(schemaDumpPath, 'utf8');
    expect(checkedIn, 'drizzle/schema.sql is out of date: run `npm run db:schema`').toBe(
      await schemaDump(db),
    );
  });
});
