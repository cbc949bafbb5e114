import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProvider } from '../../../lib/routing';
import { appWrapper, TEST_USER } from '../../../test/providers';
import { useLoginFlow } from './use-login-flow';

function render() {
  const Providers = appWrapper();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocationProvider>
      <Providers>{children}</Providers>
    </LocationProvider>
  );
  return renderHook(() => useLoginFlow(), { wrapper }).result;
}

describe('useLoginFlow: the login progress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('climbs +10 every 100 ms and waits at 90 for the server', () => {
    const result = render();
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.progress).toBe(30);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.progress).toBe(90);
  });

  it('stays at 100 once the server answered, even when a tick of the climb was already due', () => {
    const result = render();
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(1000));
    // The answer and a tick land before React has rendered the success (and stopped the climb).
    act(() => {
      result.current.succeed({ token: 't', user: TEST_USER } as never);
      vi.advanceTimersByTime(100);
    });
    expect(result.current.phase).toBe('success');
    expect(result.current.progress).toBe(100);
  });
});
