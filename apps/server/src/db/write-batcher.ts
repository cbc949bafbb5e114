import type { Database } from './database';
import { isDatabaseUnavailable } from './database-unavailable';

/**
 * Writes of one kind that arrive while `maxInFlight` batches of that kind are at the database leave
 * together, in one statement, when one returns (docs/decisions/059-writes-committed-together.md): most of a
 * single write's PostgreSQL time is its statement and commit, not the write. Nothing waits on a timer: a
 * call that finds room leaves at once. Each call is answered after its batch has committed. Used only
 * by the task writes (repositories/tasks-repository.ts).
 *
 * Calls with the same `key` (a user) reach the database in the order they arrived: a call waits while an
 * earlier call of its key is at the database, in another batch. Inside a batch the statement runs a key's
 * items in their order. Without this, a batch held up by another user's row lock could commit a user's
 * first drop after the second, and the user's board would go back to the first.
 *
 * `sendBatch` answers one result per item, in the items' order. If PostgreSQL refuses the batch (an error
 * with a SQLSTATE: the statement was rolled back, nothing in it was written), each item is sent again
 * alone with `sendOne`, one after the other in arrival order, so one item cannot fail the others. Any
 * other error (a lost connection, after which a commit may have happened) fails every call of the batch,
 * as it fails a single write.
 */
export function writeBatcher<Item, Result>(options: {
  sendBatch: (db: Database, items: Item[]) => Promise<Result[]>;
  sendOne: (db: Database, item: Item) => Promise<Result>;
  /** Calls whose order matters (one user's writes); without it calls are not ordered (reads). */
  key?: (item: Item) => string;
  maxItems: number;
  /** Batches of this kind at the database at once. */
  maxInFlight: number;
  /**
   * How long a call may wait for its batch to leave (5 s, the pool's connection timeout): when the database
   * hangs, calls fail as unavailable (503) instead of queueing without end.
   */
  maxWaitMs?: number;
}) {
  const maxWaitMs = options.maxWaitMs ?? 5_000;
  type Waiting = {
    item: Item;
    key: string;
    since: number;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  };
  type Queue = {
    waiting: Waiting[];
    inFlight: number;
    busyKeys: Set<string>;
    sweep?: ReturnType<typeof setInterval>;
  };
  const queues = new WeakMap<Database, Queue>();

  const send = async (db: Database, batch: Waiting[]) => {
    const items = batch.map((w) => w.item);
    try {
      const results =
        batch.length === 1
          ? [await options.sendOne(db, items[0] as Item)]
          : await options.sendBatch(db, items);
      for (const [i, w] of batch.entries()) w.resolve(results[i] as Result);
    } catch (error) {
      if (batch.length === 1 || !isStatementError(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
      for (const w of batch) {
        try {
          w.resolve(await options.sendOne(db, w.item));
        } catch (oneError) {
          w.reject(oneError);
        }
      }
    }
  };

  /**
   * The next batch: waiting calls in arrival order, up to maxItems, leaving behind every call whose key is
   * at the database and every later call of a key left behind.
   */
  const nextBatch = (queue: Queue) => {
    const batch: Waiting[] = [];
    const heldBack = new Set<string>();
    const rest: Waiting[] = [];
    for (const w of queue.waiting) {
      const free = w.key === '' || (!queue.busyKeys.has(w.key) && !heldBack.has(w.key));
      if (batch.length < options.maxItems && free) {
        batch.push(w);
      } else {
        if (w.key !== '') heldBack.add(w.key);
        rest.push(w);
      }
    }
    queue.waiting = rest;
    return batch;
  };

  const drain = async (db: Database) => {
    const queue = queues.get(db);
    if (!queue || queue.inFlight >= options.maxInFlight) return;
    queue.inFlight += 1;
    try {
      for (let batch = nextBatch(queue); batch.length > 0; batch = nextBatch(queue)) {
        // A key is in at most one batch at a time (nextBatch leaves it behind while it is busy).
        for (const w of batch) if (w.key !== '') queue.busyKeys.add(w.key);
        try {
          await send(db, batch);
        } finally {
          for (const w of batch) queue.busyKeys.delete(w.key);
        }
      }
    } finally {
      queue.inFlight -= 1;
    }
  };

  // One timer per queue while calls wait, not one per call: it fails the calls waiting too long.
  const sweep = (queue: Queue) => {
    const tooOld = Date.now() - maxWaitMs;
    const expired = queue.waiting.filter((w) => w.since <= tooOld);
    if (expired.length > 0) {
      queue.waiting = queue.waiting.filter((w) => w.since > tooOld);
      for (const w of expired) w.reject(new Error(WAIT_TIMEOUT_MESSAGE));
    }
    if (queue.waiting.length === 0 && queue.sweep) {
      clearInterval(queue.sweep);
      queue.sweep = undefined;
    }
  };

  return (db: Database, item: Item) =>
    new Promise<Result>((resolve, reject) => {
      let queue = queues.get(db);
      if (!queue) {
        queue = { waiting: [], inFlight: 0, busyKeys: new Set() };
        queues.set(db, queue);
      }
      queue.waiting.push({ item, key: options.key?.(item) ?? '', since: Date.now(), resolve, reject });
      void drain(db);
      if (queue.waiting.length > 0 && !queue.sweep) {
        const current = queue;
        current.sweep = setInterval(() => sweep(current), Math.min(1_000, maxWaitMs));
        current.sweep.unref();
      }
    });
}

/** A call that waited longer than maxWaitMs; db/database-unavailable.ts answers it 503. */
export const WAIT_TIMEOUT_MESSAGE = 'timeout exceeded while waiting for a batch to leave';

/**
 * An error PostgreSQL reported for the statement (a SQLSTATE, anywhere in Drizzle's cause chain), after
 * which the statement was rolled back; not a lost or refused connection (db/database-unavailable.ts).
 */
function isStatementError(error: unknown) {
  if (isDatabaseUnavailable(error)) return false;
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    // SQLSTATE classes never start with E; Node's system error codes (EPERM, EPIPE…) do.
    if (typeof code === 'string' && /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(code)) return true;
    current = cause;
  }
  return false;
}
