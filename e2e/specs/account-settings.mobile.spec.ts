import { signedInUser, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { chooseGerman, englishLeftovers, overflowingTexts, waitForGermanApp } from '../support/german';

// Settings' sign-in details on a 360 px phone in German (docs/product-rules.md#sign-in-details): the
// forms, their field errors and the server's refusals fit the screen and speak German.

test('the sign-in forms fit a phone and speak German, refusals included', async ({ page, baseURL }) => {
  await chooseGerman(page, baseURL!);
  const account = await signedInUser(page, 'handy');
  const other = await signUp(page.request, 'vergeben');
  await page.request.put('/api/user/language', { headers: account.headers, data: { language: 'de' } });

  await page.goto('/home');
  await waitForGermanApp(page);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page
    .getByRole('dialog', { name: 'Menü' })
    .getByRole('button', { name: /^Profil/ })
    .click();
  await page.getByRole('dialog', { name: 'Profil' }).getByRole('button', { name: 'Einstellungen' }).click();
  const settings = page.getByRole('dialog', { name: 'Einstellungen' });
  await expect(settings).toBeVisible();

  const username = settings.getByRole('region', { name: 'Benutzername' });
  await username.getByLabel('Benutzername').fill(other.username);
  await username.getByRole('button', { name: 'Benutzernamen speichern' }).click();
  await expect(username.getByText('Dieser Benutzername ist bereits vergeben.')).toBeVisible();

  const email = settings.getByRole('region', { name: 'E-Mail' });
  await email.getByLabel('Neue E-Mail-Adresse').fill(other.email);
  await email.getByRole('button', { name: 'Code senden' }).click();
  await expect(email.getByText('Diese E-Mail-Adresse wird bereits verwendet.')).toBeVisible();

  const password = settings.getByRole('region', { name: 'Passwort' });
  await password.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(password.getByText('Bitte gib dein aktuelles Passwort ein')).toBeVisible();
  await expect(
    password.getByText('Dein neues Passwort muss diese Regeln erfüllen:', { exact: false }),
  ).toBeVisible();

  for (const region of [username, email, password]) {
    await region.scrollIntoViewIfNeeded();
    expect(await overflowingTexts(page)).toEqual([]);
    expect(await englishLeftovers(page)).toEqual([]);
  }
});
