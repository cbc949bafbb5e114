import { ACCOUNT_CHANGE_MESSAGES as M } from '@focus-room/core/api/account-plain';
import type { PublicUser } from '@focus-room/core/api/auth';
import { RESET_PASSWORD_MESSAGE } from '@focus-room/core/auth/password-rules';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { type ApiHandler, json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { SignInDetails } from './sign-in-details';

const USERNAME = 'PUT /api/user/username';
const EMAIL_CODE = 'POST /api/user/email/code';
const EMAIL = 'PUT /api/user/email';
const PASSWORD = 'PUT /api/user/password';

/** A refusal as the server words it: the message, its code, and the field it is about. */
const refusal = (code: keyof typeof SERVER_MESSAGES, field: string) =>
  json(400, {
    message: SERVER_MESSAGES[code],
    code,
    fields: { [field]: SERVER_MESSAGES[code] },
    fieldCodes: { [field]: code },
  });

/** `account` is the account as the server has it whenever the session is checked. */
function setup(routes: Record<string, ApiHandler>, account: () => PublicUser = () => TEST_USER) {
  storeSession(account());
  const api = mockApi({
    'GET /api/auth/verify-session': () => json(200, { isValid: true, user: account() }),
    ...routes,
  });
  render(<SignInDetails />, { wrapper: appWrapper() });
  return api;
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });
const userCookie = () => decodeURIComponent(document.cookie.split('user=')[1]?.split(';')[0] ?? '');

describe('Settings → sign-in details', { timeout: 20_000 }, () => {
  describe('user name', () => {
    it('saves a new name and takes the account as the server answers it', async () => {
      const api = setup({
        [USERNAME]: (call) =>
          json(200, {
            message: M.usernameChanged,
            user: { ...TEST_USER, username: (call.body as { username: string }).username },
          }),
      });
      const form = section('User name');
      type(form.getByLabelText('User name'), '  grace ');
      fireEvent.click(form.getByRole('button', { name: 'Save user name' }));
      expect(await form.findByText(M.usernameChanged)).toBeTruthy();
      expect(api.bodies(USERNAME)).toEqual([{ username: 'grace' }]);
      expect(JSON.parse(userCookie()).username).toBe('grace');
    });

    it('puts a rule broken or a name taken on the field', async () => {
      const api = setup({ [USERNAME]: () => refusal('usernameTaken', 'username') });
      const form = section('User name');
      type(form.getByLabelText('User name'), 'ada@home');
      fireEvent.click(form.getByRole('button', { name: 'Save user name' }));
      expect(form.getByLabelText('User name').getAttribute('aria-invalid')).toBe('true');
      expect(form.getByText(SERVER_MESSAGES.usernameAt)).toBeTruthy();
      expect(api.count(USERNAME)).toBe(0);

      type(form.getByLabelText('User name'), 'taken');
      fireEvent.click(form.getByRole('button', { name: 'Save user name' }));
      expect(await form.findByText(M.usernameTaken)).toBeTruthy();
      expect(JSON.parse(userCookie()).username).toBe(TEST_USER.username);
    });

    it('speaks German', async () => {
      await activateLanguage('de');
      setup({ [USERNAME]: () => refusal('usernameTaken', 'username') });
      const form = section('Benutzername');
      type(form.getByLabelText('Benutzername'), 'vergeben');
      fireEvent.click(form.getByRole('button', { name: 'Benutzernamen speichern' }));
      expect(await form.findByText('Dieser Benutzername ist bereits vergeben.')).toBeTruthy();
    });
  });

  describe('email', () => {
    it('sends a code to the new address, then changes the email with it', async () => {
      const fresh = 'grace@example.com';
      const api = setup({
        [EMAIL_CODE]: () => json(200, { message: SERVER_MESSAGES.emailCodeSent.replace('{email}', fresh) }),
        [EMAIL]: () => json(200, { message: M.emailChanged, user: { ...TEST_USER, email: fresh } }),
      });
      const form = section('Email');
      type(form.getByLabelText('New email'), fresh);
      fireEvent.click(form.getByRole('button', { name: 'Send code' }));
      expect(await form.findByText(SERVER_MESSAGES.emailCodeSent.replace('{email}', fresh))).toBeTruthy();
      // Not changed until the code comes back.
      expect(JSON.parse(userCookie()).email).toBe(TEST_USER.email);
      type(form.getByLabelText('Code from the email'), '12a3456');
      expect((form.getByLabelText('Code from the email') as HTMLInputElement).value).toBe('123456');
      fireEvent.click(form.getByRole('button', { name: 'Confirm new email' }));
      expect(await form.findByText(M.emailChanged)).toBeTruthy();
      expect(api.bodies(EMAIL)).toEqual([{ email: fresh, otp: '123456' }]);
      expect(JSON.parse(userCookie()).email).toBe(fresh);
      expect(form.getByText(fresh)).toBeTruthy();
    });

    it('puts a taken address and a wrong code on their fields', async () => {
      const api = setup({
        [EMAIL_CODE]: (call) =>
          (call.body as { email: string }).email === 'taken@example.com'
            ? refusal('emailTaken', 'email')
            : json(200, { message: SERVER_MESSAGES.emailCodeSent.replace('{email}', 'new@example.com') }),
        [EMAIL]: () => refusal('invalidCode', 'otp'),
      });
      const form = section('Email');
      fireEvent.click(form.getByRole('button', { name: 'Send code' }));
      expect(form.getByText(SERVER_MESSAGES.emailRequired)).toBeTruthy();
      expect(api.count(EMAIL_CODE)).toBe(0);

      type(form.getByLabelText('New email'), 'taken@example.com');
      fireEvent.click(form.getByRole('button', { name: 'Send code' }));
      expect(await form.findByText(M.emailTaken)).toBeTruthy();
      expect(form.getByLabelText('New email').getAttribute('aria-invalid')).toBe('true');

      type(form.getByLabelText('New email'), 'new@example.com');
      fireEvent.click(form.getByRole('button', { name: 'Send code' }));
      const code = await form.findByLabelText('Code from the email');
      type(code, '123');
      fireEvent.click(form.getByRole('button', { name: 'Confirm new email' }));
      expect(form.getByText(SERVER_MESSAGES.otpRequired)).toBeTruthy();
      expect(api.count(EMAIL)).toBe(0);
      type(code, '654321');
      fireEvent.click(form.getByRole('button', { name: 'Confirm new email' }));
      expect(await form.findByText(M.invalidCode)).toBeTruthy();
      expect(JSON.parse(userCookie()).email).toBe(TEST_USER.email);

      fireEvent.click(form.getByRole('button', { name: 'Use another address' }));
      expect(form.getByLabelText('New email')).toBeTruthy();
    });
  });

  describe('password', () => {
    it('changes the password with the current one and empties the form', async () => {
      const api = setup({ [PASSWORD]: () => json(200, { message: M.passwordChanged, user: TEST_USER }) });
      const form = section('Password');
      type(form.getByLabelText('Current password'), 'Focus123$');
      type(form.getByLabelText('New password'), 'Better456#');
      type(form.getByLabelText('Confirm new password'), 'Better456#');
      fireEvent.click(form.getByRole('button', { name: 'Change password' }));
      expect(await form.findByText(M.passwordChanged)).toBeTruthy();
      expect(api.bodies(PASSWORD)).toEqual([{ currentPassword: 'Focus123$', newPassword: 'Better456#' }]);
      expect((form.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    });

    it('checks the fields before sending and shows a wrong current password on its field', async () => {
      const api = setup({ [PASSWORD]: () => refusal('currentPasswordWrong', 'currentPassword') });
      const form = section('Password');
      type(form.getByLabelText('New password'), 'weak');
      fireEvent.click(form.getByRole('button', { name: 'Change password' }));
      expect(form.getByText(SERVER_MESSAGES.currentPasswordRequired)).toBeTruthy();
      expect(form.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
      expect(form.getByLabelText('New password').getAttribute('aria-describedby')).toBeTruthy();
      expect(
        document.getElementById(form.getByLabelText('New password').getAttribute('aria-describedby')!)
          ?.textContent,
      ).toBe(RESET_PASSWORD_MESSAGE);

      type(form.getByLabelText('Current password'), 'Wrong123$');
      type(form.getByLabelText('New password'), 'Better456#');
      type(form.getByLabelText('Confirm new password'), 'Better457#');
      fireEvent.click(form.getByRole('button', { name: 'Change password' }));
      expect(form.getByText("Passwords don't match")).toBeTruthy();
      expect(api.count(PASSWORD)).toBe(0);

      type(form.getByLabelText('Confirm new password'), 'Better456#');
      fireEvent.click(form.getByRole('button', { name: 'Change password' }));
      expect(await form.findByText(M.currentPasswordWrong)).toBeTruthy();
      expect(form.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    });

    it('lets an account without a password set one, without a current one', async () => {
      let account: PublicUser = { ...TEST_USER, hasPassword: false };
      const api = setup(
        {
          [PASSWORD]: () => {
            account = { ...account, hasPassword: true };
            return json(200, { message: M.passwordSet, user: account });
          },
        },
        () => account,
      );
      const form = section('Password');
      expect(form.queryByLabelText('Current password')).toBeNull();
      type(form.getByLabelText('New password'), 'Better456#');
      type(form.getByLabelText('Confirm new password'), 'Better456#');
      fireEvent.click(form.getByRole('button', { name: 'Set password' }));
      expect(await form.findByText(M.passwordSet)).toBeTruthy();
      expect(api.bodies(PASSWORD)).toEqual([{ newPassword: 'Better456#' }]);
      // From now on it has one to give.
      await waitFor(() => expect(form.getByLabelText('Current password')).toBeTruthy());
    });
  });
});
