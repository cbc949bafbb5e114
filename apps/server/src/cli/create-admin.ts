// npm run create-admin -- --email E --username U --password P
// Creates a verified admin, or promotes the existing user with that email (password left unchanged
// unless --password is given). Runs on PostgreSQL at any time; on the embedded database only while the
// server is stopped, because PGlite allows one process per data folder.
import { parseArgs } from 'node:util';
import { registerRequestSchema } from '@focus-room/core/api/auth';
import { loadConfig } from '../config';
import { DatabaseLockedError, openDatabase } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { usersRepository } from '../repositories/users-repository';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.email) fail('Usage: npm run create-admin -- --email E --username U --password P');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const existing = await usersRepository.findByEmail(database.db, values.email);
    if (existing) {
      const update: Parameters<typeof usersRepository.update>[2] = { role: 'admin', isVerified: true };
      if (values.password) update.passwordHash = await hashPassword(checked(values).password);
      await usersRepository.update(database.db, existing.id, update);
      console.log(`${existing.email} (${existing.username}) is now an admin.`);
      return;
    }
    const input = checked(values);
    if (await usersRepository.usernameOrEmailTaken(database.db, input.username, input.email)) {
      fail(`The username ${input.username} is taken.`);
    }
    await usersRepository.insert(database.db, {
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      role: 'admin',
      isVerified: true,
    });
    console.log(`Created the admin ${input.email} (${input.username}).`);
  } finally {
    await database.close();
  }
}

function checked(values: { email?: string; username?: string; password?: string }) {
  const parsed = registerRequestSchema.safeParse(values);
  if (!parsed.success)
    fail(parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'));
  return parsed.data;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof DatabaseLockedError ? error.message : error);
  process.exit(1);
});
