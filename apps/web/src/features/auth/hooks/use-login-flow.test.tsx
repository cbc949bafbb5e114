import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
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

// After a server fault or an unverified account the page moves on 2 s after the message
// (docs/product-rules.md#login); the journeys check where it goes, this checks when.
describe('useLoginFlow: the redirect after a failed login', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/login');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [500, '/server-error'],
    [403, '/verify-otp'],
  ])('after a %i, goes to %s exactly 2 s later', (status, target) => {
    const result = render();
    act(() => result.current.start());
    act(() => result.current.fail(new ApiError(status, 'failed'), 'ada@example.com'));
    act(() => vi.advanceTimersByTime(1999));
    expect(window.location.pathname).toBe('/login');
    act(() => vi.advanceTimersByTime(1));
    expect(window.location.pathname).toBe(target);
  });
});
