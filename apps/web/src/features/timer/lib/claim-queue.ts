import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/**
 * The durable queue of signed-in focus claims (docs/product-rules.md#saving-from-the-browser): every coin,
 * focus-time and pomodoro claim waits here, in local storage, until the server has answered it, so focus
 * earned offline (or before a reload, or while the server was down) is paid when the network is back.
 *
 * Each item carries an `Idempotency-Key` made when it was queued. Once an item has been sent it is frozen:
 * its body never changes and every retry carries the same key, so a retry after a lost answer gets the
 * server's remembered answer and is never paid twice. New focus for an item never sent is added to it
 * instead of queueing another, so two hours offline travel as one request rather than 120 against the
 * per-user rate limits (the server pays keyed claims as late claims either way, decision 027).
 *
 * Local storage rather than IndexedDB: it is synchronous, so the claims of a page that is unloading are
 * written before it goes (decision 031).
 */
export const CLAIM_QUEUE_KEY = 'focusRoom.claimQueue';

type ItemBase = {
  /** The Idempotency-Key: 1–64 characters of [A-Za-z0-9_-]. */
  key: string;
  /** Whose focus it is: only that user's token may send it. */
  userId: string;
  /** When it was queued (ms since epoch). */
  queuedAt: number;
  /** Sent at least once: frozen, retried only as it is. */
  sent: boolean;
};

/**
 * A finished pomodoro for a task: `seconds` is its period's set length, which the focus time claimed before
 * it must cover (docs/product-rules.md#selected-task-and-pomodoro-credits); `endedAt` (ms since epoch) when
 * it ended, so a refusal can be shown with its run. Both are missing in items an older version queued.
 */
type PomodoroClaim = { kind: 'pomodoro'; taskId: string; seconds?: number; endedAt?: number };

export type QueuedClaim =
  | (ItemBase & { kind: 'coins'; coins: number })
  | (ItemBase & { kind: 'time'; units: number })
  | (ItemBase & PomodoroClaim);

/** What a claim asks for, before it has a key. */
export type ClaimRequest = { kind: 'coins'; coins: number } | { kind: 'time'; units: number } | PomodoroClaim;

/** A fresh Idempotency-Key: 32 hex digits from the platform's random source (works without HTTPS too,
 *  where crypto.randomUUID is missing). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Anything in storage could have been written by an older version or by hand: keep only well-formed items. */
function isQueuedClaim(value: unknown): value is QueuedClaim {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  if (!isString(item.key) || !/^[A-Za-z0-9_-]{1,64}$/.test(item.key)) return false;
  if (!isString(item.userId) || typeof item.queuedAt !== 'number' || typeof item.sent !== 'boolean') {
    return false;
  }
  if (item.kind === 'coins') return isCount(item.coins);
  if (item.kind === 'time') return isCount(item.units);
  if (item.kind === 'pomodoro') {
    const instant = item.endedAt === undefined || Number.isFinite(item.endedAt);
    return isString(item.taskId) && (item.seconds === undefined || isCount(item.seconds)) && instant;
  }
  return false;
}

export function readQueue(): QueuedClaim[] {
  const raw = readStorage(CLAIM_QUEUE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isQueuedClaim) : [];
  } catch {
    return [];
  }
}

function writeQueue(items: readonly QueuedClaim[]): void {
  if (items.length === 0) removeStorage(CLAIM_QUEUE_KEY);
  else writeStorage(CLAIM_QUEUE_KEY, JSON.stringify(items));
}

/**
 * Queues a claim of `userId` and returns the item that now holds it: coins and focus time join the user's
 * unsent item of the same kind when there is one; every pomodoro is an item of its own.
 */
export function enqueueClaim(userId: string, claim: ClaimRequest, now = Date.now()): QueuedClaim {
  const items = readQueue();
  if (claim.kind !== 'pomodoro') {
    const open = items.find((item) => item.userId === userId && item.kind === claim.kind && !item.sent);
    if (open?.kind === 'coins' && claim.kind === 'coins') open.coins += claim.coins;
    else if (open?.kind === 'time' && claim.kind === 'time') open.units += claim.units;
    if (open) {
      writeQueue(items);
      return open;
    }
  }
  const item = { ...claim, key: newIdempotencyKey(), userId, queuedAt: now, sent: false } as QueuedClaim;
  writeQueue([...items, item]);
  return item;
}

/** Freezes an item before its request leaves: from then on nothing is added to it. */
export function markSent(key: string): void {
  const items = readQueue();
  const item = items.find((candidate) => candidate.key === key);
  if (!item || item.sent) return;
  item.sent = true;
  writeQueue(items);
}

/** Drops an item the server has answered (paid, or refused with a 4xx). */
export function removeClaim(key: string): void {
  const items = readQueue();
  const rest = items.filter((item) => item.key !== key);
  if (rest.length !== items.length) writeQueue(rest);
}

/** The user's items in the order to send them. */
export function claimsToSend(userId: string): QueuedClaim[] {
  return readQueue()
    .filter((item) => item.userId === userId)
    .sort((a, b) => sendRank(a) - sendRank(b));
}

/**
 * Larger coin and time claims go first, pomodoros last and in their order: a pomodoro is paid from the
 * focus time claimed before it (docs/product-rules.md#selected-task-and-pomodoro-credits), so its period's
 * time claim must arrive first. Among coins and time the order only matters against an unkeyed-era bound,
 * where a small claim paid first forfeits the allowance older than a minute that a long claim behind it needs.
 */
function sendRank(item: QueuedClaim): number {
  if (item.kind === 'coins') return -item.coins;
  if (item.kind === 'time') return -item.units;
  return 0;
}

/** Focus-time units of `userId` queued and not answered yet: still part of the live total. */
export function queuedTimeUnits(userId: string): number {
  return readQueue().reduce(
    (sum, item) => (item.userId === userId && item.kind === 'time' ? sum + item.units : sum),
    0,
  );
}
