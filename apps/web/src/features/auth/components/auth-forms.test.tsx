import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { LocationProvider } from '../../../lib/routing';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper } from '../../../test/providers';
import { otpFlags } from '../api/otp-flags';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { VerifyOtpForm } from './verify-otp-form';

// The account forms' own texts in both languages (the server's and core's messages are localized elsewhere).
function show(form: ReactNode) {
  mockApi({ 'GET /api/config': () => json(200, { googleClientId: null, spotifyPlaylistId: null }) });
  const Providers = appWrapper();
  render(
    <LocationProvider>
      <Providers>{form}</Providers>
    </LocationProvider>,
  );
}

describe('account forms', () => {
  it('keep their English wording', () => {
    show(<RegisterForm />);
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('User Name'), { target: { value: 'ada' } });
    expect(screen.getByText('Character limit: 200')).toBeTruthy();
    expect(screen.getByText('Already have an account?', { exact: false }).textContent).toBe(
      'Already have an account? Login',
    );
  });

  it('log in in German', async () => {
    await activateLanguage('de');
    show(<LoginForm />);
    expect(screen.getByRole('heading', { name: 'Willkommen zurück' })).toBeTruthy();
    expect(screen.getByLabelText('E-Mail oder Benutzername')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('say in German what a registration is missing, next to each field', async () => {
    await activateLanguage('de');
    show(<RegisterForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByLabelText('Benutzername').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Benutzername').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((note) => note.textContent)).toEqual([
      'Bitte gib einen Benutzernamen ein',
      'Bitte gib deine E-Mail-Adresse ein',
      expect.stringContaining('Das Passwort muss'),
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("show core's rules in German next to the field when the form refuses before sending", async () => {
    await activateLanguage('de');
    show(<RegisterForm />);
    fireEvent.input(screen.getByLabelText('Benutzername'), { target: { value: 'ada@home' } });
    fireEvent.input(screen.getByLabelText('E-Mail'), { target: { value: 'ada@example.com' } });
    fireEvent.input(screen.getByLabelText('Passwort'), { target: { value: 'Secret12$' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByRole('alert').textContent).toContain('Der Benutzername darf kein @ enthalten.');
    // Typing in the field clears its message.
    fireEvent.input(screen.getByLabelText('Benutzername'), { target: { value: 'ada' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('list the same symbols in the password hint as in the rule, in both languages', async () => {
    for (const language of ['en', 'de'] as const) {
      await activateLanguage(language);
      show(<RegisterForm />);
      fireEvent.input(screen.getByLabelText(language === 'en' ? 'User Name' : 'Benutzername'), {
        target: { value: 'ada' },
      });
      fireEvent.input(screen.getByLabelText(language === 'en' ? 'Email' : 'E-Mail'), {
        target: { value: 'ada@example.com' },
      });
      const field = screen.getByLabelText(language === 'en' ? 'Password' : 'Passwort');
      fireEvent.focus(field);
      fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Register' : 'Registrieren' }));
      const rule = (await screen.findByRole('alertdialog')).textContent ?? '';
      fireEvent.input(field, { target: { value: 'x' } });
      const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
      const symbols = (text: string) => [...text.matchAll(/[$#!@]/g)].map((m) => m[0]).join('');
      expect(symbols(hint)).toBe('$#@');
      expect(symbols(rule)).toBe('$#@');
      cleanup();
    }
  });

  it('name the address the code went to, in German', async () => {
    await activateLanguage('de');
    otpFlags.markVerificationPending('ada@example.com');
    show(<VerifyOtpForm />);
    expect(screen.getByRole('heading', { name: 'Bestätige deine E-Mail' })).toBeTruthy();
    const address = screen.getByText('ada@example.com');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement?.textContent).toBe(
      'Gib den 6-stelligen Code ein, den wir an ada@example.com geschickt haben.',
    );
    expect(screen.getByRole('button', { name: 'Code erneut senden' })).toBeTruthy();
  });
});
