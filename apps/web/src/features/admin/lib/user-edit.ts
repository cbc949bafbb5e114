import { ADMIN_MAX_COINS } from '@focus-room/core/api/admin-users';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';

/** The message ids of the form's errors; the form fills in `max` (the coin limit, or MAX_LEVEL). */
export const USER_EDIT_MESSAGES = {
  coins: 'admin.edit.coinsInvalid',
  coinsTooMany: 'admin.edit.coinsTooMany',
  level: 'admin.edit.levelInvalid',
} as const;

type UserEditMessage = (typeof USER_EDIT_MESSAGES)[keyof typeof USER_EDIT_MESSAGES];

export type UserEditInput = { coins: string; level: string };
export type UserEditErrors = Partial<Record<keyof UserEditInput, UserEditMessage>>;
export type UserEditResult =
  | { ok: true; values: { coins: number; level: number } }
  | { ok: false; errors: UserEditErrors };

// Digits only: '1.5', '-3', '1e3' and '' are all refused before anything is sent.
const WHOLE = /^\d+$/;

/** Checks the Users tab's edit form (coins ≥ 0, level 1–50, whole numbers) and gives the numbers to send. */
export function validateUserEdit(input: UserEditInput): UserEditResult {
  const errors: UserEditErrors = {};
  const coinsText = input.coins.trim();
  const levelText = input.level.trim();
  const coins = Number(coinsText);
  const level = Number(levelText);

  if (!WHOLE.test(coinsText)) errors.coins = USER_EDIT_MESSAGES.coins;
  else if (coins > ADMIN_MAX_COINS) errors.coins = USER_EDIT_MESSAGES.coinsTooMany;

  if (!WHOLE.test(levelText) || level < 1 || level > MAX_LEVEL) errors.level = USER_EDIT_MESSAGES.level;

  if (errors.coins || errors.level) return { ok: false, errors };
  return { ok: true, values: { coins, level } };
}
