import { useEffect, useState } from 'react';
import { nextTask } from '../lib/next-task';

/**
 * Counts from 0 up to `count`, one step per task: each render asks for the next stage from an effect, and
 * the next stage is drawn in a task after that effect's. A large page drawn in stages (/home) takes several
 * short tasks instead of one long one, and the browser can answer input and paint in between. Preact has
 * no time slicing; this is the part of it the page needs.
 */
// Not from the effect itself: the effects of a render run together in one task (lib/effect-scheduler.ts),
// and a state set there is drawn in that same task, so each stage's render would join its predecessor's
// effects (on /home, the queries' fetches) in one long task.
export function useRenderStages(count: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage < count) return nextTask(() => setStage(stage + 1));
  }, [stage, count]);
  return Math.min(stage, count);
}
