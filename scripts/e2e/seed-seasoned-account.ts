// Run by start-test-server.mjs before the server starts (PGlite allows one process per data folder):
// inserts SEEDED_ACCOUNTS with their creation time a day back, as if they had signed up yesterday.
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { usersRepository } from '../../apps/server/src/repositories/users-repository';
import { SEEDED_ACCOUNTS } from '../../e2e/support/seasoned-account';

const database = await openDatabase(loadConfig());
try {
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
} finally {
  await database.close();
}
