import { describe, expect, it, vi } from 'vitest';
import { signedInNewsletterTarget } from './footer-target';

describe('signedInNewsletterTarget', () => {
  it('links a subscribed user to the status page', () => {
    expect(signedInNewsletterTarget({ isSubscribed: true }, vi.fn())).toEqual({
      kind: 'link',
      to: '/newsletter',
    });
  });

  it('opens the modal for a user who is not subscribed', () => {
    const open = vi.fn();
    const target = signedInNewsletterTarget({ isSubscribed: false }, open);
    expect(target.kind).toBe('action');
    if (target.kind === 'action') target.onSelect();
    expect(open).toHaveBeenCalledOnce();
  });

  it('treats a failed status read as not subscribed', () => {
    expect(signedInNewsletterTarget('failed', vi.fn()).kind).toBe('action');
  });

  it('links to the status page while the status is loading', () => {
    expect(signedInNewsletterTarget('loading', vi.fn())).toEqual({ kind: 'link', to: '/newsletter' });
  });
});
