import { parseArgs } from 'node:util';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { usersRepository } from '../repositories/users-repository';
import { updateUserByAdmin } from '../services/admin/admin-users';

/**
 * Gives a user coins (and optionally sets the level) through the ledger, like the admin endpoint does,
 * for end-to-end tests and support. Uses DATABASE_URL or the embedded database in DATA_DIR; the
 * embedded one only while the server is stopped (PGlite is single-process).
 *
 *   npx tsx apps/server/src/cli/grant-coins.ts --email someone@example.com --coins 500 [--level 49]   (take coins away: --coins=-50)
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, coins: { type: 'string' }, level: { type: 'string' } },
  });
  const coins = Number(values.coins ?? 0);
  const level = values.level === undefined ? undefined : Number(values.level);
  if (!values.email || !Number.isInteger(coins)) {
    throw new Error('Usage: grant-coins --email E --coins N [--level L] (N a whole number, may be negative)');
  }
  if (level !== undefined && !(Number.isInteger(level) && level >= 1 && level <= MAX_LEVEL)) {
    throw new Error(`--level must be a whole number from 1 to ${MAX_LEVEL}`);
  }
  const database = await openDatabase(loadConfig());
  try {
    const user = await usersRepository.findByEmail(database.db, values.email);
    if (!user) throw new Error(`No user with email ${values.email}`);
    const updated = await updateUserByAdmin(
      { db: database.db, now: () => new Date() },
      { userId: user.id, addCoins: coins, level, detail: 'granted by grant-coins CLI' },
    );
    console.log(`${updated.email}: ${updated.coins} coins, level ${updated.level}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
