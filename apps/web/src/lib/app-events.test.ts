import { describe, expect, it } from 'vitest';
import { fireAppEvent, listenAppEvent } from './app-events';

describe('app events', () => {
  it('hands a listener the typed detail, or null for an event whose detail has the wrong shape', () => {
    const seen: unknown[] = [];
    const stop = listenAppEvent('coinUpdate', (detail) => seen.push(detail));
    fireAppEvent('coinUpdate', { credited: 2, coins: 9 });
    window.dispatchEvent(new Event('coinUpdate'));
    window.dispatchEvent(new CustomEvent('coinUpdate', { detail: { coins: '9' } }));
    stop();
    fireAppEvent('coinUpdate', { credited: 1, coins: 10 });
    expect(seen).toEqual([{ credited: 2, coins: 9 }, null, null]);
  });

  it('accepts a cleared selection but not a missing one', () => {
    const seen: unknown[] = [];
    const stop = listenAppEvent('selectedTaskUpdate', (detail) => seen.push(detail));
    fireAppEvent('selectedTaskUpdate', { taskId: null });
    window.dispatchEvent(new CustomEvent('selectedTaskUpdate', { detail: {} }));
    stop();
    expect(seen).toEqual([{ taskId: null }, null]);
  });
});
