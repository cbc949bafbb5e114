import type { Page } from '@playwright/test';
import { logIn, newCredentials, PASSWORD, signedInUser, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { latestCode } from '../support/mailbox';

// Settings → the sign-in details (docs/product-rules.md#sign-in-details): a new user name, a new email
// confirmed with the code mailed to it, and a new password that signs out the other devices.

async function openSettings(page: Page) {
  await page.goto('/home');
  const trigger = page.getByRole('button', { name: /^Profile:/ });
  await expect(trigger).toBeVisible();
  const menu = page.getByRole('menu');
  // On a busy machine the first click can land before the lazily loaded account menu is wired up.
  await expect(async () => {
    if (!(await menu.isVisible())) await trigger.click();
    await expect(menu).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  return settings;
}

const loginStatus = async (page: Page, identifier: string, password: string) =>
  (await page.request.post('/api/auth/login', { data: { identifier, password, rememberMe: true } })).status();

test('a new user name shows in the profile and signs in', async ({ page }) => {
  const account = await signedInUser(page, 'rename');
  const settings = await openSettings(page);
  const form = settings.getByRole('region', { name: 'User name' });
  await expect(form.getByLabel('User name')).toHaveValue(account.username);

  // A rule broken is shown on the field, and nothing is sent.
  await form.getByLabel('User name').fill('me@home');
  await form.getByRole('button', { name: 'Save user name' }).click();
  await expect(form.getByText('User name cannot contain the @ sign.', { exact: false })).toBeVisible();
  await expect(form.getByLabel('User name')).toHaveAttribute('aria-invalid', 'true');

  const renamed = newCredentials('renamed').username;
  await form.getByLabel('User name').fill(renamed);
  await form.getByRole('button', { name: 'Save user name' }).click();
  await expect(form.getByText('Your user name has been changed.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `Profile: ${renamed}` })).toBeVisible();

  expect(await loginStatus(page, renamed, PASSWORD)).toBe(200);
  expect(await loginStatus(page, account.username, PASSWORD)).toBe(400);
});

test('a new email changes only with the code mailed to it', async ({ page }) => {
  const account = await signedInUser(page, 'moving');
  const other = await signUp(page.request, 'owner');
  const settings = await openSettings(page);
  const form = settings.getByRole('region', { name: 'Email' });
  await expect(form.getByText(account.email)).toBeVisible();

  // Another account's address is refused on the field.
  await form.getByLabel('New email').fill(other.email);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText('That email address is already in use.')).toBeVisible();

  const fresh = newCredentials('moved').email;
  await form.getByLabel('New email').fill(fresh);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(
    form.getByText(`We have sent a 6-digit code to ${fresh}. Enter it to confirm your new email address.`),
  ).toBeVisible();
  // Until the code comes back the account keeps its address.
  expect(await loginStatus(page, account.email, PASSWORD)).toBe(200);

  const code = await latestCode(fresh);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await form.getByLabel('Code from the email').fill(wrong);
  await form.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(
    form.getByText('That code is wrong or has expired. Please check it or request a new one.'),
  ).toBeVisible();

  await form.getByLabel('Code from the email').fill(code);
  await form.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(form.getByText('Your email address has been changed.')).toBeVisible();
  await expect(form.getByText(fresh, { exact: true })).toBeVisible();

  expect(await loginStatus(page, fresh, PASSWORD)).toBe(200);
  expect(await loginStatus(page, account.email, PASSWORD)).toBe(400);
});

test('a new password keeps this device signed in and signs out the others', async ({ page }) => {
  const account = await signedInUser(page, 'repass');
  const elsewhere = await logIn(page.request, account.email);
  const settings = await openSettings(page);
  const form = settings.getByRole('region', { name: 'Password' });
  const newPassword = 'Better456#';

  await form.getByLabel('Current password').fill('Wrong123$');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not correct.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(
    form.getByText('Your password has been changed. Your other devices have been signed out.'),
  ).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  const session = (headers: Record<string, string>) =>
    page.request.get('/api/auth/verify-session', { headers });
  expect((await session(elsewhere.headers)).status()).toBe(401);
  // This device stays signed in, also after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: `Profile: ${account.username}` })).toBeVisible();
  expect((await session(account.headers)).status()).toBe(200);

  expect(await loginStatus(page, account.email, PASSWORD)).toBe(400);
  expect(await loginStatus(page, account.email, newPassword)).toBe(200);
});
