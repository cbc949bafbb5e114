import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper } from '../../../test/providers';
import { NewsletterModal } from './newsletter-modal';

const SUBSCRIBED = {
  message: 'Successfully subscribed to newsletter',
  subscription: { email: 'ada@example.com', subscribedAt: '2026-06-15T10:00:00.000Z', language: 'en' },
  pendingEmail: null,
};

/**
 * Lets the request and its answer's parsing finish (promises, I/O, zero-delay timers) without moving the
 * fake clock: only setTimeout is faked, and real I/O gets its turns in between.
 */
async function settleUntil(done: () => boolean) {
  for (let round = 0; round < 200 && !done(); round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

// The modal closes 2 s after a successful subscription (docs/product-rules.md#newsletter-prompt); the
// journey checks that it closes, this checks when.
describe('the newsletter modal after subscribing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes exactly 2 s after the answer', async () => {
    mockApi({ 'POST /api/newsletter/subscribe': () => json(200, SUBSCRIBED) });
    const onOpenChange = vi.fn();
    render(<NewsletterModal open onOpenChange={onOpenChange} email="ada@example.com" />, {
      wrapper: appWrapper(),
    });
    // The address check is loaded when the form opens; once it is there, the clock can stand still.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await settleUntil(() => screen.getByRole('status').textContent !== '');
    expect(screen.getByRole('status').textContent).toContain('Successfully subscribed to newsletter');
    expect(onOpenChange).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
