import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS, useCopiedFlag } from './use-copied-flag';

// 'Copied!' shows for exactly 2 s after a copy (docs/product-rules.md#invite-friends); the journey checks
// that it turns back, this checks when.
describe('useCopiedFlag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads copied for 2 s after a copy, not a millisecond less or more', () => {
    const { result } = renderHook(() => useCopiedFlag());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(false);
  });

  it('starts the 2 s again on a second copy', () => {
    const { result } = renderHook(() => useCopiedFlag());
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current[0]).toBe(false);
  });
});
