import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../app/route-error-boundary';
import { activateLanguage } from '../../i18n/i18n';
import { RECONNECT_PAUSE_MS, RECONNECT_TRIES } from '../../lib/chunk-retry';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { lazy } from '../../lib/routing';
import { deferred } from '../../test/api-mock';
import { PartBoundary } from './part-boundary';

const OFFLINE_NOTE =
  "This part couldn't load without a connection. It loads by itself once you're back online.";

function Stats() {
  return <p>Your statistics</p>;
}

/** A chunk whose first fetch fails (no network) and whose next one is held until `arrive`. */
function flakyChunk() {
  const second = deferred<typeof Stats>();
  const load = vi
    .fn<() => Promise<typeof Stats>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockImplementation(() => second.promise);
  return { load, arrive: () => second.resolve(Stats) };
}

function Page({ children }: { children: ReactNode }) {
  return (
    <main>
      <button type="button">Start</button>
      <PartBoundary>
        <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
      </PartBoundary>
    </main>
  );
}

function Outer({ children }: { children: ReactNode }) {
  return <RouteErrorBoundary fallback={<p>Something went wrong</p>}>{children}</RouteErrorBoundary>;
}

/** The page with the lazy part, under the route's error boundary (which shows 'Something went wrong'). */
function renderUnderRouteBoundary(Part: ComponentType) {
  return render(
    <Outer>
      <Page>
        <Part />
      </Page>
    </Outer>,
  );
}

/**
 * The browser is back online: the event comes until `settled` holds, as the note starts listening once
 * its effects have run, after the render that drew it.
 */
async function online(settled: () => void) {
  await waitFor(() => {
    window.dispatchEvent(new Event('online'));
    settled();
  });
}

describe('a lazy part whose chunk cannot be fetched', () => {
  // The boundary notes each failed fetch in the console. The browser is offline unless a test says not.
  let onLine: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves a chunk missing while online (a deploy replaced it) to the page error, whose Retry reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onLine.mockReturnValue(true);
    const chunk = flakyChunk();
    const Part = lazy(chunk.load);
    renderUnderRouteBoundary(Part);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByTestId('part-unavailable')).toBeNull();
  });

  it('says so calmly in its place, keeps the rest of the page, and loads once back online', async () => {
    const chunk = flakyChunk();
    const Part = lazy(chunk.load);
    render(
      <Page>
        <Part />
      </Page>,
    );
    const note = await screen.findByTestId('part-unavailable');
    expect(note.textContent).toContain(OFFLINE_NOTE);
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    // Drawn again meanwhile, the failure is kept: no fetch in a loop.
    expect(chunk.load).toHaveBeenCalledTimes(1);

    await online(() => expect(screen.queryByTestId('part-unavailable')).toBeNull());
    expect(chunk.load).toHaveBeenCalledTimes(2);
    await act(async () => chunk.arrive());
    expect(await screen.findByText('Your statistics')).toBeTruthy();
    expect(chunk.load).toHaveBeenCalledTimes(2);
  });

  it('tries again a second later when the fetch made as the browser came back online fails', async () => {
    // The network comes up a moment after the browser says it is online.
    const load = vi
      .fn<() => Promise<typeof Stats>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Stats);
    const Part = lazy(load);
    renderUnderRouteBoundary(Part);
    await screen.findByTestId('part-unavailable');
    onLine.mockReturnValue(true);
    await online(() => expect(load.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Your statistics', {}, { timeout: 5 * RECONNECT_PAUSE_MS })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('keeps waiting when drawn again just after the browser came back online, and fetches anew', async () => {
    const chunk = flakyChunk();
    chunk.arrive();
    const Part = lazy(chunk.load);
    const { rerender } = renderUnderRouteBoundary(Part);
    await screen.findByTestId('part-unavailable');
    // Online, and the page redraws before the online event has reached the note.
    onLine.mockReturnValue(true);
    rerender(
      <Outer>
        <Page>
          <Part key="again" />
        </Page>
      </Outer>,
    );
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(await screen.findByText('Your statistics', {}, { timeout: 5 * RECONNECT_PAUSE_MS })).toBeTruthy();
    expect(chunk.load).toHaveBeenCalledTimes(2);
  });

  it('counts the chunk as gone when every try after coming back online fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const load = vi
        .fn<() => Promise<typeof Stats>>()
        .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
      const Part = lazy(load);
      renderUnderRouteBoundary(Part);
      // A failed fetch reaches the boundary a few promise turns later: a few milliseconds settle it.
      const settle = async () => {
        for (let turn = 0; turn < 5; turn += 1) await act(() => vi.advanceTimersByTimeAsync(1));
      };
      await settle();
      expect(screen.getByTestId('part-unavailable')).toBeTruthy();
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await settle();
      for (let tries = 1; tries < RECONNECT_TRIES; tries += 1) {
        expect(load).toHaveBeenCalledTimes(1 + tries);
        expect(screen.getByTestId('part-unavailable')).toBeTruthy();
        await act(() => vi.advanceTimersByTimeAsync(RECONNECT_PAUSE_MS));
        await settle();
      }
      expect(load).toHaveBeenCalledTimes(1 + RECONNECT_TRIES);
      expect(screen.getByText('Something went wrong')).toBeTruthy();
      expect(screen.queryByTestId('part-unavailable')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches again on Try again', async () => {
    const chunk = flakyChunk();
    chunk.arrive();
    const Part = lazy(chunk.load);
    render(
      <Page>
        <Part />
      </Page>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Your statistics')).toBeTruthy();
    expect(chunk.load).toHaveBeenCalledTimes(2);
  });

  it('draws what the page gives instead of the note for a part it is whole without', async () => {
    const chunk = flakyChunk();
    const Part = lazy(chunk.load);
    render(
      <PartBoundary unavailable={<p>Plain footer</p>}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </PartBoundary>,
    );
    expect(await screen.findByText('Plain footer')).toBeTruthy();
    expect(screen.queryByTestId('part-unavailable')).toBeNull();
    chunk.arrive();
    await online(() => expect(screen.getByText('Your statistics')).toBeTruthy());
  });

  it('says so in German', async () => {
    await activateLanguage('de');
    const Part = lazy(flakyChunk().load);
    render(
      <Page>
        <Part />
      </Page>,
    );
    expect((await screen.findByTestId('part-unavailable')).textContent).toContain(
      'Dieser Teil konnte ohne Verbindung nicht geladen werden. Er lädt von selbst, sobald du wieder online bist.',
    );
  });

  it('leaves a part that crashed to the error boundary above it', async () => {
    const Broken = () => {
      throw new Error('a bug');
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Outer>
        <PartBoundary>
          <Broken />
        </PartBoundary>
      </Outer>,
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByTestId('part-unavailable')).toBeNull();
    errors.mockRestore();
  });
});

describe('a dialog loaded on demand whose chunk cannot be fetched', () => {
  function Host({ module }: { module: ReturnType<typeof deferredModule<{ Stats: typeof Stats }>> }) {
    const loaded = useDeferredModule(module, true);
    return loaded ? <loaded.Stats /> : <p>not yet</p>;
  }

  it('is fetched again once the browser is back online', async () => {
    const importer = vi
      .fn<() => Promise<{ Stats: typeof Stats }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Stats });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Host module={deferredModule(importer)} />);
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    expect(screen.getByText('not yet')).toBeTruthy();
    await online(() => expect(screen.getByText('Your statistics')).toBeTruthy());
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('tries again a second later when the fetch made as the browser came back online fails', async () => {
    const importer = vi
      .fn<() => Promise<{ Stats: typeof Stats }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Stats });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Host module={deferredModule(importer)} />);
    // The hook has seen the failure (it warns) and drawn again with it.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    await act(async () => {});
    onLine.mockReturnValue(true);
    // Once: the tries after it are the hook's own.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Your statistics', {}, { timeout: 5 * RECONNECT_PAUSE_MS })).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(3);
    onLine.mockRestore();
  });
});
