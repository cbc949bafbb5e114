// Run by start-test-server.mjs before the server starts (PGlite allows one process per data folder):
// inserts SEASONED_ACCOUNT with its creation time a day back, as if it had signed up yesterday.
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { usersRepository } from '../../apps/server/src/repositories/users-repository';
import { SEASONED_ACCOUNT } from '../../e2e/support/seasoned-account';

const database = await openDatabase(loadConfig());
try {
  const created = await usersRepository.insert(database.db, {
    username: SEASONED_ACCOUNT.username,
    email: SEASONED_ACCOUNT.email,
    passwordHash: await hashPassword(SEASONED_ACCOUNT.password),
    role: 'user',
    isVerified: true,
    createdAt: new Date(Date.now() - SEASONED_ACCOUNT.ageMs),
  });
  if (!created) throw new Error(`${SEASONED_ACCOUNT.email} exists already`);
} finally {
  await database.close();
}
