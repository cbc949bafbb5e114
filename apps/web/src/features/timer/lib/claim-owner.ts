import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { readStorage } from '../../../lib/storage';

let lastToken: string | null = null;
let lastOwner: string | null = null;

/**
 * The account the stored token belongs to (its `sub`), read without checking the signature: it only labels
 * whose queued claims are whose, so another account signed in later never sends them (the server checks the
 * token on every send). Works before the session check has answered and while offline.
 */
export function claimOwner(): string | null {
  const token = readStorage(TOKEN_STORAGE_KEY);
  if (token === lastToken) return lastOwner;
  lastToken = token;
  lastOwner = null;
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    lastOwner = typeof sub === 'string' && sub.length > 0 ? sub : null;
  } catch {
    lastOwner = null;
  }
  return lastOwner;
}
