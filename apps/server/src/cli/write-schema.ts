import { writeFileSync } from 'node:fs';
import { openPglite } from '../db/database';
import { schemaDump, schemaDumpPath } from '../db/schema-dump';

/**
 * Migrates a fresh in-memory database and writes drizzle/schema.sql: the current definition of every
 * SQL function and trigger. Run after adding a migration:  npm run db:schema
 */
async function main() {
  const database = await openPglite(undefined);
  try {
    writeFileSync(schemaDumpPath, await schemaDump(database.db));
    console.log(`wrote ${schemaDumpPath}`);
  } finally {
    await database.close();
  }
}

await main();
