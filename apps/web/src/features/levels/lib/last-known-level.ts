import type { UserLevelResponse } from '@focus-room/core/api/levels';
import { readStorage, writeStorage } from '../../../lib/storage';

// The level card's last answer, per account (docs/product-rules.md#level-progress-card): offline, the
// card shows the progress it last saw instead of a failure. Logout and the idle wipe clear it with the
// rest of local storage.
export const lastLevelKey = (userId: string) => `focusRoom.lastLevel:${userId}`;

type LastLevel = Pick<UserLevelResponse, 'level' | 'coins' | 'imageLight' | 'imageDark'>;

const isLastLevel = (value: unknown): value is LastLevel => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.level) &&
    Number.isInteger(v.coins) &&
    typeof v.imageLight === 'string' &&
    typeof v.imageDark === 'string'
  );
};

export function readLastLevel(userId: string | undefined): LastLevel | undefined {
  if (!userId) return undefined;
  try {
    const value: unknown = JSON.parse(readStorage(lastLevelKey(userId)) ?? 'null');
    return isLastLevel(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLastLevel(userId: string, answer: LastLevel): void {
  const { level, coins, imageLight, imageDark } = answer;
  writeStorage(lastLevelKey(userId), JSON.stringify({ level, coins, imageLight, imageDark }));
}
