import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { usersRepository } from '../repositories/users-repository';
import { updateUserByAdmin } from '../services/admin/admin-users';
import { argumentsOrExit, readCliArguments } from './cli-arguments';

const GRANT_COINS_USAGE = `Usage: npm run grant-coins -- --email E --coins N [--level L]

Gives a user coins through the ledger (negative N takes them away: --coins=-50) and optionally sets the
level, as an admin's edit does.

  --email E     the user's email (required)
  --coins N     a whole number of coins, may be negative (required)
  --level L     a level from 1 to ${MAX_LEVEL}
  -h, --help    show this help

Uses DATABASE_URL, or the embedded database in DATA_DIR while the server is stopped.`;

const grantCoinsArguments = (args: string[]) =>
  readCliArguments(args, {
    options: { email: { type: 'string' }, coins: { type: 'string' }, level: { type: 'string' } },
    usage: GRANT_COINS_USAGE,
  });

/**
 * Gives a user coins (and optionally sets the level) through the ledger, like the admin endpoint does,
 * for end-to-end tests and support. Uses DATABASE_URL or the embedded database in DATA_DIR; the
 * embedded one only while the server is stopped (PGlite is single-process).
 *
 *   npx tsx apps/server/src/cli/grant-coins.ts --email someone@example.com --coins 500 [--level 49]   (take coins away: --coins=-50)
 */
async function main() {
  const values = argumentsOrExit(grantCoinsArguments(process.argv.slice(2)));
  const coins = Number(values.coins ?? 0);
  const level = values.level === undefined ? undefined : Number(values.level);
  if (!values.email || !Number.isInteger(coins)) {
    throw new Error(`--email and a whole number of --coins are required.\n\n${GRANT_COINS_USAGE}`);
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
