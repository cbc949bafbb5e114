// Run by start-test-server.mjs before the server starts (PGlite allows one process per data folder):
// inserts SEASONED_ACCOUNT with its creation time a day back, as if it had signed up yesterday, and the
// statistics account with its months of history (seed-stats-history.ts), in the same opening of the database.
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { usersRepository } from '../../apps/server/src/repositories/users-repository';
import { SEASONED_ACCOUNT } from '../../e2e/support/seasoned-account';
import { seedStatsHistory } from './seed-stats-history';

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
  await seedStatsHistory(database.db);
} finally {
  await database.close();
}
