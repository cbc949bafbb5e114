import { TIMER_STORAGE_KEY } from '@focus-room/core/timer/persistence';
import { readStorage, writeStorage } from '../../../lib/storage';

/**
 * The modal opens this long after the session becomes signed-in (docs/product-rules.md#newsletter-prompt).
 */
export const PROMPT_DELAY_MS = 3000;

/**
 * The once-only flag is kept per user id, so a shared browser still asks each user once; the server keeps
 * it per account too (`prompted` in the status), so a new device does not ask again.
 */
export const promptedKey = (userId: string) => `newsletterPrompted:${userId}`;

export function wasPrompted(userId: string): boolean {
  return readStorage(promptedKey(userId)) !== null;
}

export function markPrompted(userId: string): void {
  writeStorage(promptedKey(userId), 'true');
}

export type PromptDecision = 'show' | 'skip' | 'wait';

/**
 * What the prompt does once its 3 s have passed. `subscribed` is null when the status could not be read,
 * which counts as not subscribed; an address waiting for confirmation counts as subscribed, as that user has
 * already said yes. A subscribed user is never asked, and is remembered as such: after a deliberate
 * unsubscribe, being asked again would be pushy. The prompt never covers another dialog; it waits for the
 * user to be done there.
 */
export function decidePrompt(input: {
  alreadyPrompted: boolean;
  subscribed: boolean | null;
  dialogOpen: boolean;
  /** The timer runs (a focus period or a break): the prompt waits for a pause or the run's end. */
  timerRunning: boolean;
}): PromptDecision {
  if (input.alreadyPrompted || input.subscribed === true) return 'skip';
  if (input.dialogOpen || input.timerRunning) return 'wait';
  return 'show';
}

/**
 * Whether the timer (of any tab: its state is shared in local storage) is running, in a focus period or a
 * break: a modal would cover its countdown. A pause or an idle timer is a good moment; unreadable data
 * counts as not running.
 */
export function timerIsRunning(raw: string | null = readStorage(TIMER_STORAGE_KEY)): boolean {
  try {
    const state: unknown = raw ? JSON.parse(raw) : null;
    if (typeof state !== 'object' || state === null) return false;
    return (state as { isRunning?: unknown }).isRunning === true;
  } catch {
    return false;
  }
}

/** The admin area is a place of work: the prompt is not scheduled there at all. */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
