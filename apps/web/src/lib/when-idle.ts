/**
 * Runs `task` once the browser has nothing more urgent to do (requestIdleCallback, or a timeout where it is
 * missing, as in Safari), at most `timeoutMs` later. For fetching chunks the user is about to need without
 * competing with the first screen. Returns a cancel function, for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
