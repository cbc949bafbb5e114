import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { appWrapper } from '../../../test/providers';
import { NewsletterModal } from './newsletter-modal';

// The form's schema comes in a chunk of its own when the form opens (decision 056). When that chunk
// cannot be loaded (offline after a deployment, say), sending the form says so and sends nothing.
vi.mock('@focus-room/core/api/newsletter', () => {
  throw new Error('chunk failed');
});

describe('the newsletter modal without its schema', () => {
  it('shows the subscribe failure and sends nothing', async () => {
    const api = mockApi({});
    render(<NewsletterModal open onOpenChange={() => undefined} email="ada@example.com" />, {
      wrapper: appWrapper(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe to newsletter')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/api/newsletter'))).toEqual([]);
  });
});
