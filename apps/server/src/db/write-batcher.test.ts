import { describe, expect, it, vi } from 'vitest';
import type { Database } from './database';
import { isDatabaseUnavailable } from './database-unavailable';
import { writeBatcher } from './write-batcher';

type Item = { user: string; name: string };

/** A fake database whose statements answer when the test says so, recording what was sent. */
function fakeDatabase() {
  const sent: { names: string[]; answer: (error?: unknown) => void }[] = [];
  const pending = (names: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      sent.push({
        names,
        answer: (error) => (error ? reject(error) : resolve(names.map((n) => `done ${n}`))),
      });
    });
  const batcher = writeBatcher<Item, string>({
    sendBatch: (_db, items) => pending(items.map((i) => i.name)),
    sendOne: async (_db, item) => (await pending([item.name]))[0] as string,
    key: (item) => item.user,
    maxItems: 3,
    maxInFlight: 2,
  });
  const db = {} as Database;
  const call = (user: string, name: string) => batcher(db, { user, name });
  const sentNames = () => sent.map((s) => s.names.join(','));
  return { sent, call, sentNames };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('writeBatcher', () => {
  it('sends the first calls alone and the ones that wait together, each answered its own result', async () => {
    const { sent, call, sentNames } = fakeDatabase();
    const answers = [
      call('a', 'a1'),
      call('b', 'b1'),
      call('c', 'c1'),
      call('d', 'd1'),
      call('e', 'e1'),
      call('f', 'f1'),
    ];
    await settle();
    expect(sentNames()).toEqual(['a1', 'b1']);
    sent[0]?.answer();
    await settle();
    // At most three to a batch; the rest wait for the next free place.
    expect(sentNames()).toEqual(['a1', 'b1', 'c1,d1,e1']);
    sent[1]?.answer();
    await settle();
    expect(sentNames()).toEqual(['a1', 'b1', 'c1,d1,e1', 'f1']);
    sent[2]?.answer();
    sent[3]?.answer();
    expect(await Promise.all(answers)).toEqual(['a1', 'b1', 'c1', 'd1', 'e1', 'f1'].map((n) => `done ${n}`));
  });

  it("keeps one key's calls in arrival order: a call waits while an earlier one of its key is out", async () => {
    const { sent, call, sentNames } = fakeDatabase();
    const answers = [call('x', 'x1'), call('y', 'y1'), call('v', 'v1'), call('u', 'u1')];
    await settle();
    sent[0]?.answer();
    await settle();
    expect(sentNames()).toEqual(['x1', 'y1', 'v1,u1']);
    // u's second call arrives while its first is in the batch held up (by v, say); the other place frees.
    answers.push(call('u', 'u2'), call('w', 'w1'));
    sent[1]?.answer();
    await settle();
    // w1 may leave; u2 waits for u1, and so does nothing of u's behind it.
    expect(sentNames()).toEqual(['x1', 'y1', 'v1,u1', 'w1']);
    answers.push(call('u', 'u3'));
    sent[3]?.answer();
    await settle();
    expect(sentNames()).toEqual(['x1', 'y1', 'v1,u1', 'w1']);
    sent[2]?.answer();
    await settle();
    expect(sentNames()).toEqual(['x1', 'y1', 'v1,u1', 'w1', 'u2,u3']);
    sent[4]?.answer();
    expect(await Promise.all(answers)).toHaveLength(7);
  });

  it('sends a refused batch again item by item in arrival order; a failing item fails alone', async () => {
    const { sent, call, sentNames } = fakeDatabase();
    const answers = [call('a', 'a1'), call('b', 'b1'), call('c', 'c1'), call('d', 'd1')].map((p) =>
      p.catch((error: Error) => `failed ${error.message}`),
    );
    await settle();
    sent[0]?.answer();
    await settle();
    expect(sentNames()).toEqual(['a1', 'b1', 'c1,d1']);
    // A SQLSTATE (a trigger's exception): the batch was rolled back, nothing in it written.
    sent[2]?.answer(Object.assign(new Error('refused'), { code: 'P0001' }));
    await settle();
    expect(sentNames()).toEqual(['a1', 'b1', 'c1,d1', 'c1']);
    sent[3]?.answer(Object.assign(new Error('refused'), { code: 'P0001' }));
    await settle();
    // One after the other: d1 leaves only when c1 is answered.
    expect(sentNames()).toEqual(['a1', 'b1', 'c1,d1', 'c1', 'd1']);
    sent[4]?.answer();
    sent[1]?.answer();
    expect(await Promise.all(answers)).toEqual(['done a1', 'done b1', 'failed refused', 'done d1']);
  });

  it('fails every call of a batch whose connection was lost, sending none again', async () => {
    const { sent, call, sentNames } = fakeDatabase();
    const answers = [call('a', 'a1'), call('b', 'b1'), call('c', 'c1'), call('d', 'd1')].map((p) =>
      p.catch((error: Error) => `failed ${error.message}`),
    );
    await settle();
    sent[0]?.answer();
    sent[1]?.answer();
    await settle();
    // A commit may have happened before the connection went: the calls fail as a single write would.
    sent[2]?.answer(Object.assign(new Error('reset'), { code: 'ECONNRESET' }));
    expect(await Promise.all(answers)).toEqual(['done a1', 'done b1', 'failed reset', 'failed reset']);
    expect(sentNames()).toEqual(['a1', 'b1', 'c1,d1']);
  });

  it('fails a call that waited 5 s for its batch as the database being unavailable', async () => {
    vi.useFakeTimers();
    try {
      const { sent, call, sentNames } = fakeDatabase();
      // Two statements that never answer (a hung database), then calls that can only wait.
      const answers = [call('a', 'a1'), call('b', 'b1'), call('c', 'c1')].map((p) =>
        p.then(
          () => 'answered',
          (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : 'other error'),
        ),
      );
      await vi.advanceTimersByTimeAsync(3_000);
      const later = call('d', 'd1').catch((error: unknown) =>
        isDatabaseUnavailable(error) ? 'unavailable' : 'other',
      );
      await vi.advanceTimersByTimeAsync(2_500);
      expect(sentNames()).toEqual(['a1', 'b1']);
      // c1 has waited 5.5 s and failed; d1, 2.5 s, still waits, and leaves when a place frees.
      sent[0]?.answer();
      await vi.advanceTimersByTimeAsync(0);
      expect(sentNames()).toEqual(['a1', 'b1', 'd1']);
      sent[2]?.answer();
      sent[1]?.answer();
      expect(await Promise.all(answers)).toEqual(['answered', 'answered', 'unavailable']);
      expect(await later).toBe('done d1');
    } finally {
      vi.useRealTimers();
    }
  });
});
