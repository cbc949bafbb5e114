import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import { describe, expect, it } from 'vitest';
import { register } from '../features/auth/api/register';
import { ApiError, apiRequest } from '../lib/api-client';
import { saveAccountLanguage } from '../lib/session/account-language';
import { json, mockApi } from '../test/api-mock';
import { activateLanguage } from './i18n';
import englishServer from './locales/en/shell/server.json';
import { localizeServerFields, localizeServerMessage } from './server-messages';

/** A template of core's table as ICU: placeholders stay, any other brace is quoted text. */
const toIcu = (template: string) =>
  template.replace(/\{(?![A-Za-z][A-Za-z0-9]*\})|(?<![{][A-Za-z][A-Za-z0-9]*)\}/g, (brace) => `'${brace}'`);

describe('the server catalog', () => {
  it("is core's server message table in English, code for code and word for word", () => {
    const table = Object.fromEntries(
      Object.entries(SERVER_MESSAGES).map(([code, text]) => [code, toIcu(text)]),
    );
    expect(englishServer).toEqual(table);
  });
});

describe('localizeServerMessage', () => {
  it("shows the server's English as it came", () => {
    expect(localizeServerMessage('Task not found.', 'taskNotFound')).toBe('Task not found.');
    expect(localizeServerMessage('Something new', 'unknown')).toBe('Something new');
  });

  it('translates by code, else by the English text, else says something went wrong', async () => {
    await activateLanguage('de');
    expect(localizeServerMessage('Task not found.', 'taskNotFound')).toBe('Aufgabe nicht gefunden.');
    expect(
      localizeServerMessage('Too many attempts. Please wait 1 seconds and try again.', 'tooManyAttempts', {
        seconds: '1',
      }),
    ).toBe('Zu viele Versuche. Bitte warte 1 Sekunde und versuch es dann noch einmal.');
    // No code (a success message, an older server): the text finds it, values included.
    expect(localizeServerMessage('Not enough coins! You need 35 coins to upgrade.')).toBe(
      'Nicht genug Münzen! Für das Upgrade brauchst du 35 Münzen.',
    );
    expect(localizeServerMessage('Registered successfully! Please login.')).toBe(
      'Registrierung erfolgreich! Bitte melde dich an.',
    );
    expect(localizeServerMessage('Something new', 'unknown')).toBe(
      'Etwas ist schiefgelaufen. Bitte versuch es noch einmal.',
    );
    // A field's code without values: the English text supplies them.
    expect(
      localizeServerFields(
        { username: 'User name can be at most 200 characters', email: 'Please enter a valid email address' },
        { username: 'usernameTooLong', email: 'emailInvalid' },
      ),
    ).toEqual({
      username: 'Der Benutzername darf höchstens 200 Zeichen lang sein',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein',
    });
  });
});

describe('ApiError', () => {
  const refusal = {
    message: 'Please enter a valid email address',
    code: 'emailInvalid',
    fields: { email: 'Please enter a valid email address' },
    fieldCodes: { email: 'emailInvalid' },
  };

  it('carries the server message and fields in the active language, and the English beside them', async () => {
    await activateLanguage('de');
    mockApi({ 'POST /api/auth/register': () => json(400, refusal) });
    const error = await register({ username: 'ada', email: 'x', password: 'p' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Bitte gib eine gültige E-Mail-Adresse ein',
      serverMessage: 'Bitte gib eine gültige E-Mail-Adresse ein',
      fields: { email: 'Bitte gib eine gültige E-Mail-Adresse ein' },
      englishMessage: 'Please enter a valid email address',
      code: 'emailInvalid',
    });
  });

  it('stays English in English, and leaves a caller’s own wording alone', async () => {
    mockApi({ 'POST /api/auth/register': () => json(400, refusal) });
    const error = await register({ username: 'ada', email: 'x', password: 'p' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: refusal.message, fields: refusal.fields });
    await activateLanguage('de');
    mockApi({
      'GET /api/auth/verify-session': () => {
        throw new DOMException('timed out', 'TimeoutError');
      },
    });
    const timeout = await apiRequest({ method: 'GET', path: '/api/auth/verify-session' } as const, {
      timeoutMessage: 'Zeitüberschreitung',
    }).catch((e: unknown) => e);
    expect(timeout).toMatchObject({ status: 0, message: 'Zeitüberschreitung' });
  });
});

describe('the language the web sends', () => {
  it('names the language on screen at registration and saves the account language', async () => {
    await activateLanguage('de');
    const api = mockApi({
      'POST /api/auth/register': () => json(201, { message: 'Registered successfully! Please login.' }),
      'PUT /api/user/language': (call) => json(200, call.body),
    });
    await register({ username: 'ada', email: 'ada@example.com', password: 'Focus123$' });
    expect(api.bodies('POST /api/auth/register')).toEqual([
      { username: 'ada', email: 'ada@example.com', password: 'Focus123$', language: 'de' },
    ]);
    await expect(saveAccountLanguage('en')).resolves.toEqual({ language: 'en' });
    expect(api.bodies('PUT /api/user/language')).toEqual([{ language: 'en' }]);
  });
});
