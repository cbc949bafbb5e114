// npm run create-admin -- --email E --username U --password P
// Creates a verified admin, or promotes the existing user with that email (see createOrPromoteAdmin for
// when --password is needed and what it does). Runs on PostgreSQL at any time; on the embedded database
// only while the server is stopped, because PGlite allows one process per data folder.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DatabaseLockedError, openDatabase } from '../db/database';
import { CreateAdminError, createOrPromoteAdmin } from '../services/admin/create-admin';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.email) fail('Usage: npm run create-admin -- --email E --username U --password P');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const lines = await createOrPromoteAdmin(
      { db: database.db, now: () => new Date() },
      { email: values.email, username: values.username, password: values.password },
    );
    for (const line of lines) console.log(line);
  } catch (error) {
    if (!(error instanceof CreateAdminError)) throw error;
    process.exitCode = 1;
    console.error(error.message);
  } finally {
    await database.close();
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof DatabaseLockedError ? error.message : error);
  process.exit(1);
});
