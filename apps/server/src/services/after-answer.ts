import type { AppContext } from '../app-context';

/**
 * Runs `work` once the current answer is on its way (after every pending callback of this request), and
 * only logs a failure. For work whose duration would tell an observer something, such as whether an
 * account exists: the answer never waits for it.
 */
export function runAfterAnswer(ctx: Pick<AppContext, 'log'>, what: string, work: () => Promise<unknown>) {
  setImmediate(() => {
    work().catch((err) => ctx.log.error({ err }, `${what} failed`));
  });
}
