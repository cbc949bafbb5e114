import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { removeStorage, writeStorage } from '../../../lib/storage';
import { deferred } from '../../../test/api-mock';
import { createTestQueryClient } from '../../../test/providers';
import { groupKeys } from '../api/group-keys';
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

/** A stream the test writes events into while it is open. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

/**
 * The live hook beside a cached group whose answers the test gives one at a time (`answers[n]` is the
 * n-th request's), read once `watching` is true.
 */
function setupWithGroup(streamResponse: Response, watching: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => streamResponse),
  );
  const answers: ReturnType<typeof deferred<string>>[] = [];
  const queryFn = () => {
    const answer = deferred<string>();
    answers.push(answer);
    return answer.promise;
  };
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(
    ({ watching }: { watching: boolean }) => ({
      live: useGroupLive(),
      group: useQuery({ queryKey: groupKeys.detail('g1'), queryFn, enabled: watching }),
    }),
    { wrapper, initialProps: { watching } },
  );
  return { ...rendered, answers };
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

  // A first answer still on its way may have left before the change: keeping it would show the group as
  // it was (a member's timer missed a pause that way while their page loaded).
  it('asks again for a group whose first answer was on its way when the stream opened', async () => {
    const stream = openStream();
    const { result, answers, unmount } = setupWithGroup(stream.response, true);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await vi.waitFor(() => expect(result.current.live).toBe('open'));
    await act(async () => answers[0]!.resolve('before the change'));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!.resolve('changed'));
    await vi.waitFor(() => expect(result.current.group.data).toBe('changed'));
    unmount();
  });

  for (const [change, event, data] of [
    ['it changed', 'group', { groupId: 'g1' }],
    ["a member's status changed", 'presence', { userId: 'u2', presence: { status: 'focusing' } }],
  ] as const) {
    it(`asks again for a group whose first answer was on its way when ${change}`, async () => {
      const stream = openStream();
      const { result, answers, rerender, unmount } = setupWithGroup(stream.response, false);
      await vi.waitFor(() => expect(result.current.live).toBe('open'));
      rerender({ watching: true });
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      await act(async () => stream.send(event, data));
      await act(async () => answers[0]!.resolve('before the change'));
      await vi.waitFor(() => expect(answers).toHaveLength(2));
      await act(async () => answers[1]!.resolve('changed'));
      await vi.waitFor(() => expect(result.current.group.data).toBe('changed'));
      expect(answers).toHaveLength(2);
      unmount();
    });
  }

  it('waits 1–2 s after the first refusal, doubling up to a minute', () => {
    expect(reopenDelayMs(1, () => 0)).toBe(1_000);
    expect(reopenDelayMs(1, () => 1)).toBe(2_000);
    expect(reopenDelayMs(3, () => 1)).toBe(8_000);
    expect(reopenDelayMs(10, () => 1)).toBe(60_000);
    expect(reopenDelayMs(10, () => 0)).toBe(30_000);
  });
});
