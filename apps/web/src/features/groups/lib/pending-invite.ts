import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/**
 * Local storage: the invite code of a link opened while signed out. Kept until the user has signed in or
 * registered (maybe in a verification step that takes a while), then /home's Study group panel joins with
 * it, so nobody opens the link twice (docs/product-rules.md#groups-and-invites).
 */
export const PENDING_INVITE_KEY = 'focusRoom.pendingInvite';

/** The code of an invite link `/join-group#<code>` (22 base64url characters), or null. */
export function inviteCodeFromHash(hash: string): string | null {
  const code = hash.replace(/^#/, '').trim();
  return /^[A-Za-z0-9_-]{22}$/.test(code) ? code : null;
}

export const rememberInvite = (code: string) => writeStorage(PENDING_INVITE_KEY, code);
export const pendingInvite = () => readStorage(PENDING_INVITE_KEY);
export const forgetInvite = () => removeStorage(PENDING_INVITE_KEY);

/** The link the owner shares. */
export const inviteLink = (code: string) => `${window.location.origin}/join-group#${code}`;
