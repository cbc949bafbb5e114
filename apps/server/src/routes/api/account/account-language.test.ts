import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { newAccount, randomIp, signUp } from '../../../test/accounts';
import { startFakeGoogle } from '../../../test/google-keys';
import { createTestApp } from '../../../test/test-app';
import { LANGUAGE_SAVES_PER_HOUR } from './account-routes';

const CLIENT_ID = 'focus-room-test.apps.googleusercontent.com';
type Headers = Record<string, string>;

// The account's language and the mails that follow it (decision 041).
describe('account language', async () => {
  const google = await startFakeGoogle(CLIENT_ID);
  const { app, ctx, mailbox } = await createTestApp({
    config: { googleClientId: CLIENT_ID, googleJwksUrl: google.jwksUrl },
  });
  const register = (payload: object, headers: Headers = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/register', payload, headers, remoteAddress: randomIp() });
  const me = async (auth: Headers) =>
    (await app.inject({ method: 'GET', url: '/api/auth/verify-session', headers: auth })).json().user;
  const saveLanguage = (auth: Headers, payload: unknown) =>
    app.inject({ method: 'PUT', url: '/api/user/language', headers: auth, payload: payload as object });
  const languageOf = async (email: string) => {
    const [row] = await queryRows(ctx.db, sql`select language from users where email = ${email}`);
    return row?.language;
  };
  const lastMailTo = (to: string) => mailbox.mails.filter((m) => m.to === to).at(-1)!;

  it('registers in the language the browser sends, and mails the code in it', async () => {
    const account = newAccount('de');
    expect((await register({ ...account, language: 'de' })).statusCode).toBe(201);
    expect(await languageOf(account.email)).toBe('de');
    const mail = lastMailTo(account.email);
    expect(mail.subject).toMatch(/^\d{6} ist dein Bestätigungscode für Focus Room$/);
    expect(mail.text).toMatch(/^Willkommen bei Focus Room! Gib diesen Code ein/);
    expect(mail.html).toContain('Bestätige deine E-Mail-Adresse');
  });

  it('takes Accept-Language when the browser names none, else English', async () => {
    const fromHeader = newAccount('hdr');
    await register(fromHeader, { 'accept-language': 'fr-CH, de-AT;q=0.8, en;q=0.5' });
    expect(await languageOf(fromHeader.email)).toBe('de');
    const plain = newAccount('plain');
    await register(plain);
    expect(await languageOf(plain.email)).toBe('en');
    expect(lastMailTo(plain.email).subject).toMatch(/is your Focus Room verification code$/);
    const refused = await register({ ...newAccount(), language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'languageInvalid',
      fieldCodes: { language: 'languageInvalid' },
    });
  });

  it('shows the language on the user and saves a new one with PUT /api/user/language', async () => {
    const user = await signUp(app, mailbox, newAccount('switch'));
    expect(user.user).toMatchObject({ language: 'en' });
    const saved = await saveLanguage(user.auth, { language: 'de' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'de' });
    expect(await me(user.auth)).toMatchObject({ language: 'de' });

    // A German account gets its reset code in German, greeted by name.
    await mailbox.codeAfter(user.email, () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
        remoteAddress: randomIp(),
      }),
    );
    const reset = lastMailTo(user.email);
    expect(reset.subject).toMatch(/^\d{6} ist dein Code zum Zurücksetzen deines Passworts bei Focus Room$/);
    expect(reset.text).toContain(`Hallo ${user.username}, mit diesem Code setzt du dein Passwort`);
  });

  it('refuses anything but a known language, and visitors', async () => {
    const user = await signUp(app, mailbox, newAccount('bad'));
    for (const payload of [{ language: 'fr' }, { language: 'DE' }, {}, { language: 1 }]) {
      const res = await saveLanguage(user.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Please choose one of the languages en, de.',
        code: 'languageInvalid',
        params: { languages: 'en, de' },
      });
    }
    expect(await me(user.auth)).toMatchObject({ language: 'en' });
    const visitor = await saveLanguage({}, { language: 'de' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'authRequired' });
  });

  it(`allows ${LANGUAGE_SAVES_PER_HOUR} saves an hour per account, then 429 and the language stays`, async () => {
    const user = await signUp(app, mailbox, newAccount('flood'));
    const other = await signUp(app, mailbox, newAccount('calm'));
    const codes: number[] = [];
    for (let i = 0; i < LANGUAGE_SAVES_PER_HOUR; i++) {
      codes.push((await saveLanguage(user.auth, { language: i % 2 ? 'en' : 'de' })).statusCode);
    }
    expect(codes.every((code) => code === 200)).toBe(true);
    const before = (await me(user.auth)).language;
    const refused = await saveLanguage(user.auth, { language: before === 'de' ? 'en' : 'de' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/^Too many attempts/) });
    expect(await me(user.auth)).toMatchObject({ language: before });
    // Bad input is still told what is wrong; another account has its own budget.
    expect((await saveLanguage(user.auth, { language: 'fr' })).statusCode).toBe(400);
    expect((await saveLanguage(other.auth, { language: 'de' })).statusCode).toBe(200);
  });

  it('keeps any other language out of the database itself', async () => {
    const user = await signUp(app, mailbox, newAccount('check'));
    await expect(
      queryRows(ctx.db, sql`update users set language = 'fr' where id = ${user.user._id}`),
    ).rejects.toThrow();
    await expect(
      queryRows(
        ctx.db,
        sql`insert into newsletter_subscriptions (user_id, email, subscribed_at, language) values (${user.user._id}, ${user.email}, now(), 'fr')`,
      ),
    ).rejects.toThrow();
    expect(await languageOf(user.email)).toBe('en');
  });

  it('gives an account made by Google sign-in the browser language; a known account keeps its own', async () => {
    const googleLogin = (idToken: string, language?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/google-login',
        payload: { idToken, ...(language ? { language } : {}) },
        remoteAddress: randomIp(),
      });
    const token = await google.sign({ sub: 'g-lang', email: 'lang@gmail.com', name: 'Lang' });
    const first = await googleLogin(token, 'de');
    expect(first.json().user).toMatchObject({ language: 'de' });
    const again = await googleLogin(await google.sign({ sub: 'g-lang', email: 'lang@gmail.com' }), 'en');
    expect(again.json().user).toMatchObject({ language: 'de' });
  });

  it('mails newsletter confirmations and welcomes in the subscriber language', async () => {
    const user = await signUp(app, mailbox, newAccount('news'));
    const other = `other-${user.email}`;
    const subscribe = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers: user.auth, payload });
    expect((await subscribe({ email: other, language: 'de' })).statusCode).toBe(200);
    const confirm = lastMailTo(other);
    expect(confirm.subject).toBe('Bestätige dein Abo des Focus-Room-Newsletters');
    expect(confirm.text).toContain('etwa zweimal im Monat');
    expect(confirm.html).toContain('Oder öffne diesen Link in deinem Browser:');
    const token = confirm.text.match(/token=([\w-]+)/)![1];
    await app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(lastMailTo(other).subject).toBe('Willkommen beim Newsletter von Focus Room');

    // Without a language in the request, the account's own: English here, until it is switched.
    await subscribe({ email: user.email });
    expect(lastMailTo(user.email).subject).toBe('Welcome to the Focus Room newsletter');
    await saveLanguage(user.auth, { language: 'de' });
    const [row] = await queryRows(
      ctx.db,
      sql`select language from newsletter_subscriptions where user_id = ${user.user._id}`,
    );
    expect(row?.language).toBe('de');
  });
});
