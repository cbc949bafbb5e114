import { STATS_MESSAGES } from '@focus-room/core/api/stats';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';

// A wait, not a budget: a loaded machine may take longer than Testing Library's default second.
const SLOW = { timeout: 5_000 };

import { json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { SETTINGS } from '../test/stats-fixtures';
import { StatsSettingsForm } from './stats-settings-form';

const PUT = 'PUT /api/stats/settings';

function setup(
  put = (body: unknown) => json(200, { ...(body as object), timeZoneSaved: true }),
  user = TEST_USER,
) {
  storeSession();
  const api = mockApi({
    'GET /api/auth/verify-session': () => json(200, { isValid: true, user }),
    'GET /api/stats/settings': () => json(200, SETTINGS),
    [PUT]: (call) => put(call.body),
  });
  render(<StatsSettingsForm />, { wrapper: appWrapper() });
  return api;
}

// The form fills out a dozen fields through two requests: on a loaded machine that passes vitest's 5 s.
describe('StatsSettingsForm', { timeout: 20_000 }, () => {
  it('starts from the saved settings and saves goal, day start and time zone', async () => {
    const api = setup();
    const goal = await screen.findByLabelText('Daily goal (minutes)', undefined, SLOW);
    expect((goal as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText('Day starts at') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('Europe/Berlin');
    fireEvent.click(screen.getByLabelText('Pomodoros'));
    fireEvent.input(screen.getByLabelText('Daily goal (pomodoros)'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Day starts at'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Asia/Tokyo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save statistics settings' }));
    await waitFor(() => expect(api.count(PUT)).toBe(1), SLOW);
    expect(api.bodies(PUT)[0]).toEqual({
      goalKind: 'pomodoros',
      goalValue: 6,
      dayStartHour: 0,
      timeZone: 'Asia/Tokyo',
    });
    expect(await screen.findByText(STATS_MESSAGES.settingsSaved, undefined, SLOW)).toBeTruthy();
  });

  it('refuses a goal out of range without asking the server', async () => {
    const api = setup();
    fireEvent.input(await screen.findByLabelText('Daily goal (minutes)', undefined, SLOW), {
      target: { value: '2000' },
    });
    expect(screen.getByText('Enter a whole number from 5 to 1440.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save statistics settings' }));
    expect(api.count(PUT)).toBe(0);
  });

  it('speaks German, hours included', async () => {
    // A signed-in session adopts the account's language (this device has no choice of its own).
    await activateLanguage('de');
    setup(undefined, { ...TEST_USER, language: 'de' });
    const goal = await screen.findByLabelText('Tagesziel (Minuten)', undefined, SLOW);
    fireEvent.input(goal, { target: { value: '2' } });
    expect(screen.getByText('Gib eine ganze Zahl von 5 bis 1440 ein.')).toBeTruthy();
    const hours = screen.getByLabelText('Tag beginnt um') as HTMLSelectElement;
    expect(hours.options[0]?.textContent).toBe('0:00 Uhr (Mitternacht)');
    expect(hours.options[4]?.textContent).toBe('4:00 Uhr');
    expect(screen.getByRole('button', { name: 'Einstellungen speichern' })).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    setup(() => json(400, { message: STATS_MESSAGES.unknownTimeZone }));
    await screen.findByLabelText('Daily goal (minutes)', undefined, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Save statistics settings' }));
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toBe(
      STATS_MESSAGES.unknownTimeZone,
    );
  });
});
