import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVisitorPushCleanup } from './use-visitor-push-cleanup';

function stubSubscription() {
  const unsubscribe = vi.fn(async () => true);
  const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/old', unsubscribe };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => subscription } }) },
  });
  return unsubscribe;
}

describe('useVisitorPushCleanup', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("ends a push subscription left in a signed-out browser (the last account's)", async () => {
    const unsubscribe = stubSubscription();
    renderHook(() => useVisitorPushCleanup('signed-out'));
    await waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
  });

  it('leaves it alone while signed in or while the session is being checked', async () => {
    const unsubscribe = stubSubscription();
    const { rerender } = renderHook(({ status }) => useVisitorPushCleanup(status), {
      initialProps: { status: 'checking' as 'checking' | 'signed-in' | 'signed-out' },
    });
    rerender({ status: 'signed-in' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unsubscribe).not.toHaveBeenCalled();
  });
});
