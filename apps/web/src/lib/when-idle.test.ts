import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWork, whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task at idle time, and not once cancelled', async () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    whenIdle(() => ran.push('cancelled'))();
    await vi.waitFor(() => expect(ran).toEqual(['kept']));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toEqual(['kept']);
  });

  it('holds the tasks back while a hold lasts, and runs them after its release', async () => {
    const ran: string[] = [];
    const release = holdIdleWork();
    whenIdle(() => ran.push('a'));
    whenIdle(() => ran.push('b'))();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(ran).toEqual([]);
    release();
    await vi.waitFor(() => expect(ran).toEqual(['a']));
  });

  it('lets the tasks run once the hold has lasted its longest', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    holdIdleWork(1000);
    whenIdle(() => ran.push('a'));
    await vi.advanceTimersByTimeAsync(900);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(ran).toEqual(['a']);
  });
});
