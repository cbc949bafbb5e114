import { useEffect, useState } from 'react';

/**
 * A query's data for a component whose first draw is large (the task board): the render of the answer
 * itself draws nothing new, and the first value is drawn from an effect, in a task of its own after the
 * browser had the chance to paint (lib/effect-scheduler.ts), instead of in the task that received the
 * answer together with everything else it set off. Every later value (an optimistic move, a toggle) is
 * drawn at once, as focus handling and drag and drop expect. `settling` is true while the first value waits.
 */
export function useDeferredFirstValue<T>(value: T | undefined): { value: T | undefined; settling: boolean } {
  const [handedOver, setHandedOver] = useState(false);
  const arrived = value !== undefined;
  useEffect(() => {
    if (arrived && !handedOver) setHandedOver(true);
  }, [arrived, handedOver]);
  if (!arrived) return { value: undefined, settling: false };
  if (!handedOver) return { value: undefined, settling: true };
  return { value, settling: false };
}
