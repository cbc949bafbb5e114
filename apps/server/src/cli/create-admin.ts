// npm run create-admin -- --email E [--username U] [--password P]   (--help for the details)
// Creates a verified admin, or promotes the existing user with that email (see createOrPromoteAdmin for
// when --password is needed and what it does). Runs on PostgreSQL at any time; on the embedded database
// only while the server is stopped, because PGlite allows one process per data folder.
import { loadConfig } from '../config';
import { DatabaseLockedError, openDatabase } from '../db/database';
import { CreateAdminError, createOrPromoteAdmin } from '../services/admin/create-admin';
import { argumentsOrExit, readCliArguments } from './cli-arguments';

const CREATE_ADMIN_USAGE = `Usage: npm run create-admin -- --email E [--username U] [--password P]

Creates a verified admin account, or promotes the user with that email to admin.

  --email E      the admin's email (required)
  --username U   the user name of a new account
  --password P   the password of a new account; for an existing account, a new password
  -h, --help     show this help

Uses DATABASE_URL, or the embedded database in DATA_DIR while the server is stopped.`;

const createAdminArguments = (args: string[]) =>
  readCliArguments(args, {
    options: { email: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' } },
    usage: CREATE_ADMIN_USAGE,
  });

async function main() {
  const values = argumentsOrExit(createAdminArguments(process.argv.slice(2)));
  if (!values.email) fail(`--email is required.\n\n${CREATE_ADMIN_USAGE}`);
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
