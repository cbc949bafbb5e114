import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { mockApi } from '../../../test/api-mock';
import { appWrapper } from '../../../test/providers';
import { NewsletterModal } from './newsletter-modal';

describe('the newsletter modal', () => {
  it("speaks German, core's validation included", async () => {
    await activateLanguage('de');
    const api = mockApi({});
    render(<NewsletterModal open onOpenChange={() => undefined} email="" />, { wrapper: appWrapper() });
    expect(screen.getByRole('heading', { name: 'Hol dir unseren Newsletter' })).toBeTruthy();
    expect(screen.getByText(/etwa zweimal im Monat\. Jederzeit abbestellbar\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abonnieren' }));
    expect(await screen.findByText('Bitte gib deine E-Mail-Adresse ein')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vielleicht später' })).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/api/newsletter'))).toEqual([]);
  });
});
