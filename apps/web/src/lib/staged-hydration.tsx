import { type ReactNode, Suspense, use } from 'react';
import { nextTask } from './next-task';

// Hydrating a prerendered page in stages (docs/decisions/046-preact-instead-of-react-dom.md). Preact
// hydrates in one synchronous pass; a part wrapped in <HydrateInStage> suspends during that pass, Preact
// keeps its prerendered elements as they are, and hydrates them when its stage is released, one stage per
// task. The page is on screen throughout; only the moment its handlers attach moves, by a few milliseconds.
let stages: Promise<void>[] | undefined;

/** How many stages a prerendered page is hydrated in: the pages' parts name theirs, 1 to 3. */
export const HYDRATION_STAGES = 3;

/**
 * main.tsx, in place of hydrating at once: the stages wait, then are released one task after another.
 * Settles once the last stage has been released (the parts it holds are hydrated in the renders that follow).
 */
export function hydrateInStages(hydrate: () => void): Promise<void> {
  const count = HYDRATION_STAGES;
  const releases: Array<() => void> = [];
  stages = Array.from({ length: count }, () => new Promise<void>((resolve) => releases.push(resolve)));
  hydrate();
  return new Promise((allReleased) => {
    const release = (stage: number) => {
      releases[stage]?.();
      if (stage + 1 < count) nextTask(() => release(stage + 1));
      else {
        stages = undefined;
        allReleased();
      }
    };
    nextTask(() => release(0));
  });
}

function Gate({ stage, children }: { stage: number; children: ReactNode }) {
  const waiting = stages?.[stage - 1];
  if (waiting) use(waiting);
  return children;
}

/**
 * Hydrated in stage `stage` (1 is the first task after the page's own). Wrap one component that draws
 * one element: Preact keeps the prerendered element of a suspended part only when it is a single one.
 * Anywhere else (the prerender, a page rendered on the client, any render after hydration) it draws its
 * children as they are.
 */
export function HydrateInStage({ stage, children }: { stage: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate stage={stage}>{children}</Gate>
    </Suspense>
  );
}
