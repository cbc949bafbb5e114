import { useEffect, useState } from 'react';

/**
 * Counts from 0 up to `count`, one step per task: each render asks for the next stage from an effect,
 * which runs in a task of its own after the render (lib/effect-scheduler.ts). A large page drawn in
 * stages (/home) takes several short tasks instead of one long one, and the browser can answer input and
 * paint in between. Preact has no time slicing; this is the part of it the page needs.
 */
export function useRenderStages(count: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage < count) setStage(stage + 1);
  }, [stage, count]);
  return Math.min(stage, count);
}
