import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CLAIM_QUEUE_KEY,
  claimsToSend,
  enqueueClaim,
  markSent,
  newIdempotencyKey,
  queuedTimeUnits,
  readQueue,
  removeClaim,
} from './claim-queue';

describe('the claim queue', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds focus to the open item of its kind and user, and starts a new one once that was sent', () => {
    const first = enqueueClaim('u1', { kind: 'coins', coins: 1 });
    expect(enqueueClaim('u1', { kind: 'coins', coins: 2 }).key).toBe(first.key);
    enqueueClaim('u2', { kind: 'coins', coins: 5 });
    expect(readQueue().map((item) => [item.userId, item.kind === 'coins' && item.coins])).toEqual([
      ['u1', 3],
      ['u2', 5],
    ]);
    markSent(first.key);
    const next = enqueueClaim('u1', { kind: 'coins', coins: 1 });
    expect(next.key).not.toBe(first.key);
    // The sent item keeps its body: a retry must be the same request under the same key.
    expect(readQueue().find((item) => item.key === first.key)).toMatchObject({ coins: 3, sent: true });
  });

  it('gives every pomodoro an item and key of its own', () => {
    const a = enqueueClaim('u1', { kind: 'pomodoro', taskId: 't1' });
    const b = enqueueClaim('u1', { kind: 'pomodoro', taskId: 't1' });
    expect(a.key).not.toBe(b.key);
    expect(readQueue()).toHaveLength(2);
  });

  it('sends larger coin and time claims first, only the user’s own', () => {
    const small = enqueueClaim('u1', { kind: 'coins', coins: 1 });
    markSent(small.key);
    enqueueClaim('u1', { kind: 'coins', coins: 120 });
    enqueueClaim('u1', { kind: 'pomodoro', taskId: 't1' });
    enqueueClaim('u2', { kind: 'time', units: 9 });
    enqueueClaim('u1', { kind: 'time', units: 3789 });
    expect(claimsToSend('u1').map((item) => item.kind)).toEqual(['time', 'coins', 'coins', 'pomodoro']);
    expect(queuedTimeUnits('u1')).toBe(3789);
    expect(queuedTimeUnits('u2')).toBe(9);
  });

  it("sends a pomodoro after the focus time it is paid from, keeping its period's length", () => {
    enqueueClaim('u1', { kind: 'pomodoro', taskId: 't1', seconds: 180, endedAt: 5 });
    enqueueClaim('u1', { kind: 'time', units: 95 });
    expect(claimsToSend('u1')).toMatchObject([
      { kind: 'time', units: 95 },
      { kind: 'pomodoro', taskId: 't1', seconds: 180, endedAt: 5 },
    ]);
  });

  it('forgets an answered item and the storage key with the last one', () => {
    const item = enqueueClaim('u1', { kind: 'time', units: 4 });
    removeClaim(item.key);
    expect(window.localStorage.getItem(CLAIM_QUEUE_KEY)).toBeNull();
  });

  it('ignores unreadable storage and malformed items', () => {
    window.localStorage.setItem(CLAIM_QUEUE_KEY, '{not json');
    expect(readQueue()).toEqual([]);
    const good = { key: 'abc', userId: 'u1', queuedAt: 1, sent: false, kind: 'coins', coins: 2 };
    window.localStorage.setItem(
      CLAIM_QUEUE_KEY,
      JSON.stringify([
        good,
        { ...good, key: 'bad key!' },
        { ...good, coins: -1 },
        { ...good, kind: 'gems' },
        { ...good, kind: 'pomodoro', taskId: '' },
        { ...good, kind: 'pomodoro', taskId: 't1', seconds: 0 },
        { ...good, kind: 'pomodoro', taskId: 't1', endedAt: 'later' },
        null,
      ]),
    );
    expect(readQueue()).toEqual([good]);
  });

  it('makes keys the server accepts, never the same twice', () => {
    const keys = new Set(Array.from({ length: 200 }, newIdempotencyKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('never loses or invents a coin, whatever mix of claims, sends and answers', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ op: fc.constant('earn' as const), coins: fc.integer({ min: 1, max: 60 }) }),
            fc.record({ op: fc.constant('send' as const) }),
            fc.record({ op: fc.constant('answer' as const) }),
          ),
          { maxLength: 40 },
        ),
        (steps) => {
          window.localStorage.clear();
          let earned = 0;
          let paid = 0;
          for (const step of steps) {
            const next = claimsToSend('u1')[0];
            if (step.op === 'earn') {
              enqueueClaim('u1', { kind: 'coins', coins: step.coins });
              earned += step.coins;
            } else if (step.op === 'send' && next) {
              markSent(next.key);
            } else if (step.op === 'answer' && next?.sent && next.kind === 'coins') {
              paid += next.coins;
              removeClaim(next.key);
            }
          }
          const waiting = readQueue().reduce(
            (sum, item) => sum + (item.kind === 'coins' ? item.coins : 0),
            0,
          );
          expect(paid + waiting).toBe(earned);
          // At most one item per kind is open to more focus.
          expect(readQueue().filter((item) => !item.sent).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
