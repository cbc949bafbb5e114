import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadablePage } from './preloadable-page';
import { preloadRoute } from './route-table';

const Loaded = () => <p>The page</p>;

describe('preloadablePage', () => {
  it('draws a preloaded page in the first render, where React.lazy still shows the loading state', async () => {
    const Page = preloadablePage(async () => Loaded);
    await Page.preload();
    const ours = render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    // Right after the first render: the page, not the loading state for a frame.
    expect(ours.container.textContent).toBe('The page');
    ours.unmount();

    // What the route table used before: its chunk already there, React.lazy still suspends once.
    const LazyPage = lazy(async () => ({ default: Loaded }));
    const reacts = render(
      <Suspense fallback={<p>Loading…</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(reacts.container.textContent).toBe('Loading…');
    reacts.unmount();
  });

  it('suspends until a page that was not preloaded has arrived, loading it once', async () => {
    let loads = 0;
    let arrive: (page: typeof Loaded) => void = () => {};
    const Page = preloadablePage(() => {
      loads += 1;
      return new Promise((resolve) => {
        arrive = resolve;
      });
    });
    // A component that suspends on `use` must be rendered in an awaited act.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading…</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => arrive(Loaded));
    expect(await screen.findByText('The page')).toBeTruthy();
    void Page.preload();
    expect(loads).toBe(1);
  });
});

describe('preloadRoute', () => {
  it('settles for known and unknown paths alike', async () => {
    await expect(preloadRoute('/no-such-page')).resolves.toBeUndefined();
    await expect(preloadRoute('/cookies')).resolves.toBeUndefined();
  });
});
