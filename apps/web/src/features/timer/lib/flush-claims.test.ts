import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { enqueueClaim, type QueuedClaim, readQueue } from './claim-queue';
import { flushClaims } from './flush-claims';

/** A pretend server that remembers answers by key, as the paying writes do. */
function rememberingServer() {
  const paidKeys = new Set<string>();
  let coins = 0;
  return {
    get coins() {
      return coins;
    },
    pay(item: QueuedClaim) {
      if (paidKeys.has(item.key)) return;
      paidKeys.add(item.key);
      if (item.kind === 'coins') coins += item.coins;
    },
  };
}

describe('flushClaims', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('pays a claim once when the answer to the first send was lost', async () => {
    const server = rememberingServer();
    const sent: string[] = [];
    let loseAnswer = true;
    const send = async (item: QueuedClaim) => {
      sent.push(item.key);
      server.pay(item);
      if (loseAnswer) throw new ApiError(0, 'Network error.');
    };
    enqueueClaim('u1', { kind: 'coins', coins: 120 });
    expect(await flushClaims('u1', send, () => true)).toBe('later');
    // Focus earned while the answer was missing goes into a new item, never into the sent one.
    enqueueClaim('u1', { kind: 'coins', coins: 2 });
    loseAnswer = false;
    expect(await flushClaims('u1', send, () => true)).toBe('done');
    expect(server.coins).toBe(122);
    expect(sent[1]).toBe(sent[0]);
    expect(sent).toHaveLength(3);
    expect(readQueue()).toEqual([]);
  });

  it('runs one round at a time: a second call while one runs sends nothing twice', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = vi.fn(async () => gate);
    enqueueClaim('u1', { kind: 'time', units: 32 });
    const first = flushClaims('u1', send, () => true);
    const second = flushClaims('u1', send, () => true);
    release();
    await Promise.all([first, second]);
    await vi.waitFor(() => expect(readQueue()).toEqual([]));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without a token and leaves the items as they were', async () => {
    const send = vi.fn(async () => {});
    enqueueClaim('u1', { kind: 'coins', coins: 3 });
    expect(await flushClaims('u1', send, () => false)).toBe('later');
    expect(send).not.toHaveBeenCalled();
    expect(readQueue()).toMatchObject([{ coins: 3, sent: false }]);
  });

  it('drops a claim the server refused and goes on with the next', async () => {
    const send = vi.fn(async (item: QueuedClaim) => {
      if (item.kind === 'pomodoro') throw new ApiError(404, 'Task not found');
    });
    enqueueClaim('u1', { kind: 'pomodoro', taskId: 'gone' });
    enqueueClaim('u1', { kind: 'coins', coins: 1 });
    expect(await flushClaims('u1', send, () => true)).toBe('done');
    expect(send).toHaveBeenCalledTimes(2);
    expect(readQueue()).toEqual([]);
  });
});
