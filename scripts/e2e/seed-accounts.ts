// Run by start-test-server.mjs once the first admin exists and before the server starts (PGlite allows
// one process per data folder), in one opening of the database: the German journeys' admin (made by the
// service behind the create-admin command), SEEDED_ACCOUNTS with their creation time a day back, as if
// they had signed up yesterday, and the statistics account with its months of history
// (seed-stats-history.ts).
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { usersRepository } from '../../apps/server/src/repositories/users-repository';
import { createOrPromoteAdmin } from '../../apps/server/src/services/admin/create-admin';
import { E2E_GERMAN_ADMIN, SEEDED_ACCOUNTS } from '../../e2e/support/seasoned-account';
import { seedStatsHistory } from './seed-stats-history';

const database = await openDatabase(loadConfig());
try {
  await createOrPromoteAdmin({ db: database.db, now: () => new Date() }, E2E_GERMAN_ADMIN);
  for (const account of SEEDED_ACCOUNTS) {
    const created = await usersRepository.insert(database.db, {
      username: account.username,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: 'user',
      isVerified: true,
      createdAt: new Date(Date.now() - account.ageMs),
    });
    if (!created) throw new Error(`${account.email} exists already`);
  }
  await seedStatsHistory(database.db);
} finally {
  await database.close();
}
