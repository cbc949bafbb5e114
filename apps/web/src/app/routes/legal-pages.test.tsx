import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sections as privacyDe } from '../../features/legal/documents/privacy-de';
import { sections as privacyEn } from '../../features/legal/documents/privacy-en';
import { sections as termsDe } from '../../features/legal/documents/terms-de';
import { sections as termsEn } from '../../features/legal/documents/terms-en';
import { activateLanguage } from '../../i18n/i18n';
import { LocationProvider } from '../../lib/routing';
import { json, mockApi } from '../../test/api-mock';
import { appWrapper } from '../../test/providers';
import { ContactRoute } from './contact';
import { CookiesRoute } from './cookies';
import { ImprintRoute } from './imprint';
import { PrivacyRoute } from './privacy';
import { TermsRoute } from './terms';

const OPERATOR = { name: 'Lea Beispiel', address: 'Musterstraße 1\n10115 Berlin\nGermany' };

function renderPage(page: React.ReactNode, operator: typeof OPERATOR | null = OPERATOR) {
  mockApi({
    'GET /api/config': () =>
      json(200, {
        supportEmail: 'support@focusroom.app',
        googleClientId: null,
        spotifyPlaylistId: null,
        operator: operator ?? { name: null, address: null },
      }),
  });
  const Wrapper = appWrapper();
  return render(
    <Wrapper>
      <LocationProvider>{page}</LocationProvider>
    </Wrapper>,
  );
}

describe('the legal pages', () => {
  it('show the privacy notice in English with its date and the configured operator', async () => {
    renderPage(<PrivacyRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeTruthy();
    expect(screen.getByText('Last updated: June 2025')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '1. Who is responsible' })).toBeTruthy();
    expect(await screen.findByText('Lea Beispiel')).toBeTruthy();
  });

  it('show the Datenschutzerklärung to German readers, and only the German text', async () => {
    await activateLanguage('de');
    renderPage(<PrivacyRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(screen.getByText('Stand: Juni 2025')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '1. Verantwortlicher' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Inhalt' })).toBeTruthy();
    expect(screen.queryByText(/Who is responsible/)).toBeNull();
  });

  it('switch the document when the reader switches the language', async () => {
    renderPage(<TermsRoute />);
    expect(await screen.findByRole('heading', { name: '1. Scope' })).toBeTruthy();
    await act(() => activateLanguage('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '1. Geltungsbereich' })).toBeTruthy();
  });

  it('keep the same sections, in the same order, in every language', () => {
    expect(privacyDe.map((section) => section.id)).toEqual(privacyEn.map((section) => section.id));
    expect(termsDe.map((section) => section.id)).toEqual(termsEn.map((section) => section.id));
  });

  it('say in German that an operator is missing from the Impressum', async () => {
    await activateLanguage('de');
    renderPage(<ImprintRoute />, null);
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Der Betreiber dieses Servers hat seinen Namen und seine Anschrift noch nicht eingetragen.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@focusroom.app' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe(
      '/data-privacy',
    );
  });

  it('show the contact page and the cookie policy in German', async () => {
    await activateLanguage('de');
    renderPage(
      <>
        <ContactRoute />
        <CookiesRoute />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Funktioniert etwas nicht?' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cookie-Richtlinie' })).toBeTruthy();
    expect(screen.getByText('cookiePreferences')).toBeTruthy();
  });
});
