import type { AppContext } from '../app-context';

const pending = new Set<Promise<void>>();

/**
 * Runs `work` once the current answer is on its way (after every pending callback of this request), and
 * only logs a failure. For work whose duration would tell an observer something, such as whether an
 * account exists, and for work the answer need not wait for: the answer never waits for it.
 */
export function runAfterAnswer(ctx: Pick<AppContext, 'log'>, what: string, work: () => Promise<unknown>) {
  const done: Promise<void> = new Promise((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (err) => ctx.log.error({ err }, `${what} failed`),
    )
    .finally(() => pending.delete(done));
  pending.add(done);
}

/**
 * Resolves once the work handed to runAfterAnswer so far has run (and whatever it handed on): a server
 * shutting down finishes it before the database closes, and tests read what it wrote.
 */
export async function afterAnswersSettled() {
  while (pending.size > 0) await Promise.all([...pending]);
}
