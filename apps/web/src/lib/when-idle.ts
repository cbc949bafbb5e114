/**
 * Runs `task` once the browser has nothing more urgent to do (requestIdleCallback, or a timeout where it is
 * missing, as in Safari), at most `timeoutMs` later, and not while a page's main picture is still on its
 * way (holdIdleWork). For fetching chunks the user is about to need without competing with the first
 * screen. Returns a cancel function, for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const run = () => {
    if (cancelled) return;
    if (holds.size === 0) task();
    else
      held.push(() => {
        cancelScheduled = schedule(run, timeoutMs);
      });
  };
  cancelScheduled = schedule(run, timeoutMs);
  return () => {
    cancelled = true;
    cancelScheduled();
  };
}

function schedule(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

const holds = new Set<symbol>();
const held: Array<() => void> = [];

/**
 * Holds back whenIdle's tasks until the returned release is called, or `maxMs` has passed. The browser is
 * idle while it waits for the network. On a slow connection the chunks fetched at idle time (dialogs,
 * zod) took the page's connections while /home's room picture, its largest element, still waited for the
 * API. The picture was then requested seconds later, behind them.
 */
export function holdIdleWork(maxMs = 5000): () => void {
  const hold = Symbol('idle work held');
  holds.add(hold);
  const timer = window.setTimeout(release, maxMs);
  function release() {
    if (!holds.delete(hold)) return;
    window.clearTimeout(timer);
    if (holds.size === 0) for (const resume of held.splice(0)) resume();
  }
  return release;
}
