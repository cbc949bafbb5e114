import { type ComponentProps, Suspense } from 'react';
import { lazy } from '../../lib/routing';
import { PartBoundary } from '../layout/part-boundary';

// react-confetti and its easing functions (about 3 kB on the wire) only celebrate a success (a login, a
// level upgrade): a chunk of their own, fetched while the overlay before that success runs
// (preloadConfetti), instead of with the login page and the dashboard.
const loadConfetti = () => import('react-confetti');
const LazyConfetti = lazy(() => loadConfetti().then((m) => m.default));

/** Starts fetching the confetti chunk, so it is there when the success comes. */
export function preloadConfetti(): void {
  void loadConfetti();
}

/** react-confetti's canvas, drawn once its chunk is there (nothing until then, nor offline: decoration). */
export function Confetti(props: ComponentProps<typeof LazyConfetti>) {
  return (
    <PartBoundary unavailable={null}>
      <Suspense fallback={null}>
        <LazyConfetti {...props} />
      </Suspense>
    </PartBoundary>
  );
}
