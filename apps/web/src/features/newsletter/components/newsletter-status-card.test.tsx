import { NEWSLETTER_FREQUENCY } from '@focus-room/core/api/newsletter';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { NotSubscribedCard, PendingCard, SubscribedCard } from './newsletter-status-card';

const SUBSCRIPTION = { email: 'ada@example.com', subscribedAt: '2025-11-03T12:00:00.000Z' };
const noop = () => undefined;

describe('newsletter status cards', () => {
  it('date the subscription in English, as before', () => {
    render(<SubscribedCard subscription={SUBSCRIPTION} onUnsubscribe={noop} />);
    const date = screen.getByTestId('newsletter-date');
    expect(date.parentElement?.textContent).toBe('Subscribed on November 3, 2025');
    expect(date.getAttribute('dateTime')).toBe(SUBSCRIPTION.subscribedAt);
    expect(document.body.textContent).toContain(`come to this address ${NEWSLETTER_FREQUENCY}.`);
  });

  it('speak German: the date, the promise, the pending address', async () => {
    await activateLanguage('de');
    render(
      <>
        <PendingCard pendingEmail="new@example.com" subscribedEmail="ada@example.com" onResend={noop} />
        <SubscribedCard subscription={SUBSCRIPTION} onUnsubscribe={noop} />
      </>,
    );
    expect(screen.getByTestId('newsletter-date').parentElement?.textContent).toBe(
      'Abonniert seit 3. November 2025',
    );
    expect(screen.getByText(/kommen etwa zweimal im Monat an diese Adresse/)).toBeTruthy();
    expect(screen.getByText(/innerhalb von 48 Stunden/).textContent).toContain(
      'Bis dahin geht der Newsletter weiter an ada@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Neuen Link senden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbestellen' })).toBeTruthy();
  });

  it('offer the newsletter in German', async () => {
    await activateLanguage('de');
    render(<NotSubscribedCard onSubscribe={noop} />);
    expect(screen.getByRole('heading', { name: 'Nicht abonniert' })).toBeTruthy();
    expect(
      screen.getByText('Ein bisschen Motivation, wenn du sie brauchst, etwa zweimal im Monat.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt abonnieren' })).toBeTruthy();
  });
});
