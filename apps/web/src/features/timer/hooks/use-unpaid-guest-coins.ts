import { useEffect, useState } from 'react';

// Session storage: the coins the running session counted while nobody was signed in. They are never paid
// (a visitor's coins are not saved, and the server only credits time since its last claim), so once the
// user signs in with the session still going, the panel says how many of its coins are not theirs to keep.
const GUEST_COINS_KEY = 'focusRoom.guestCoins';

const read = () => {
  try {
    const value = Number(window.sessionStorage.getItem(GUEST_COINS_KEY));
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
};
const write = (coins: number) => {
  try {
    if (coins > 0) window.sessionStorage.setItem(GUEST_COINS_KEY, String(coins));
    else window.sessionStorage.removeItem(GUEST_COINS_KEY);
  } catch {
    // Without session storage the note is simply not shown.
  }
};

/**
 * How many of the session's `coinsEarned` were counted as a guest (0 when none): a visitor's panel keeps
 * the figure up to date; a signed-in panel reads it, and forgets it when the session restarts.
 */
export function useUnpaidGuestCoins(
  coinsEarned: number,
  status: 'signed-out' | 'checking' | 'signed-in',
): number {
  const [unpaid, setUnpaid] = useState(read);
  useEffect(() => {
    if (status === 'checking') return;
    if (status === 'signed-out') {
      write(coinsEarned);
      setUnpaid(0);
      return;
    }
    const stored = read();
    // A new session (Start from idle, Reset, a mode switch) restarts the counter below the guest's part.
    const next = coinsEarned >= stored ? stored : 0;
    if (next !== stored) write(next);
    setUnpaid(next);
  }, [coinsEarned, status]);
  return unpaid;
}
