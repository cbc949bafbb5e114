import { useDeferredValue } from 'react';

/**
 * A query's data for a component whose first draw is large (the task board): the first value is drawn in a
 * deferred render, which React time-slices in the background instead of one long task when the answer
 * arrives; every later value (an optimistic move, a toggle) is drawn at once, as focus handling and drag and
 * drop expect. `settling` is true while the first value waits for that render.
 */
export function useDeferredFirstValue<T>(value: T | undefined): { value: T | undefined; settling: boolean } {
  const deferred = useDeferredValue(value);
  if (deferred === undefined) return { value: undefined, settling: value !== undefined };
  return { value, settling: false };
}
