import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { removeStorage, writeStorage } from '../../../lib/storage';
import { createTestQueryClient } from '../../../test/providers';
import { reopenDelayMs, useGroupLive } from './use-group-live';

const refused = (status: number) => new Response(null, { status });
const stream = () =>
  new Response('event: ready\ndata: {}\n\n', {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });

function setup(answers: Response[]) {
  const fetchMock = vi.fn(async () => answers.shift() ?? stream());
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result, unmount } = renderHook(() => useGroupLive(), { wrapper });
  return { fetchMock, result, unmount };
}

describe('useGroupLive', () => {
  beforeEach(() => {
    writeStorage(TOKEN_STORAGE_KEY, 'token');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    removeStorage(TOKEN_STORAGE_KEY);
  });

  it('opens the stream again after the server refused it, with a growing pause', async () => {
    const { fetchMock, result, unmount } = setup([refused(503), refused(429)]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(result.current).toBe('reconnecting'));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    unmount();
  });

  it('does not reopen a stream whose session ended (401), nor one the page left', async () => {
    const { fetchMock, unmount } = setup([refused(401)]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();

    const left = setup([refused(503)]);
    await vi.waitFor(() => expect(left.fetchMock).toHaveBeenCalledTimes(1));
    left.unmount();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(left.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits 1–2 s after the first refusal, doubling up to a minute', () => {
    expect(reopenDelayMs(1, () => 0)).toBe(1_000);
    expect(reopenDelayMs(1, () => 1)).toBe(2_000);
    expect(reopenDelayMs(3, () => 1)).toBe(8_000);
    expect(reopenDelayMs(10, () => 1)).toBe(60_000);
    expect(reopenDelayMs(10, () => 0)).toBe(30_000);
  });
});
