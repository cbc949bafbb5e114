import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  advance,
  MINUTE,
  modeButton,
  openWithPausedClock,
  timerDisplay,
  timerPanel,
} from '../support/timer-page';

// Sounds: the alarm's sound and volume, kept with the timer settings, and the offline focus
// sounds in the music box. The page's AudioContexts are recorded as they are made, so the journeys can
// read their state and prove that nothing is made (so nothing can play) before the user's click.

declare global {
  interface Window {
    __audio: { contexts: AudioContext[]; oscillators: number; loops: number };
  }
}

async function recordAudio(page: Page) {
  await page.addInitScript(() => {
    const Original = window.AudioContext;
    window.__audio = { contexts: [], oscillators: 0, loops: 0 };
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        window.__audio.contexts.push(this);
      }
      override createOscillator() {
        window.__audio.oscillators += 1;
        return super.createOscillator();
      }
      override createBufferSource() {
        window.__audio.loops += 1;
        return super.createBufferSource();
      }
    };
  });
}

const audio = (page: Page) =>
  page.evaluate(() => ({
    states: window.__audio.contexts.map((ctx) => ctx.state),
    oscillators: window.__audio.oscillators,
    loops: window.__audio.loops,
  }));

test('the alarm sound and volume are chosen by ear in Timer Settings and kept after a reload', async ({
  page,
}) => {
  test.slow(); // an axe scan and a reload on top of the settings
  await recordAudio(page);
  await page.goto('/');
  // The first journey of a run meets a cold server and a busy machine: the page may take a while.
  await expect(timerPanel(page)).toBeVisible({ timeout: 20_000 });
  expect((await audio(page)).states).toEqual([]); // no gesture yet, no audio at all

  await timerPanel(page).getByRole('button', { name: 'Timer settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Timer Settings' });
  const sounds = dialog.getByRole('group', { name: 'Alarm sound' });
  await expect(sounds.getByRole('radio', { name: 'Chime' })).toBeChecked();
  await sounds.getByRole('radio', { name: 'Bell' }).check();
  // Choosing plays it: a running context and the bell's oscillators.
  await expect.poll(async () => (await audio(page)).states).toEqual(['running']);
  await expect.poll(async () => (await audio(page)).oscillators).toBeGreaterThan(0);

  // The volume by keyboard: End is the loudest, then five steps down.
  const volume = dialog.getByRole('slider', { name: 'Alarm volume' });
  await volume.focus();
  await page.keyboard.press('End');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveValue('95');
  await expect(dialog.getByText('95 %')).toBeVisible();
  const heard = (await audio(page)).oscillators;
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect.poll(async () => (await audio(page)).oscillators).toBeGreaterThan(heard);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await timerPanel(page).getByRole('button', { name: 'Timer settings' }).click();
  await expect(sounds.getByRole('radio', { name: 'Bell' })).toBeChecked();
  await expect(dialog.getByRole('slider', { name: 'Alarm volume' })).toHaveValue('95');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('focusRoom.timer') ?? '{}').settings,
  );
  expect(stored).toMatchObject({ alarmSound: 'bell', alarmVolume: 95, pomodoroMinutes: 25 });
  // Cancel keeps it: a sound tried and not saved is not stored.
  await sounds.getByRole('radio', { name: 'Digital beeps' }).check();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const after = await page.evaluate(
    () => JSON.parse(localStorage.getItem('focusRoom.timer') ?? '{}').settings,
  );
  expect(after.alarmSound).toBe('bell');
});

test('the end of a countdown sounds the chosen alarm; at Off it stays silent', async ({ page }) => {
  test.slow(); // two minutes of fake time, and settings saved twice
  await recordAudio(page);
  await openWithPausedClock(page, '/');
  await modeButton(page, 'Countdown').click();
  await timerPanel(page).getByRole('button', { name: 'Timer settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Timer Settings' });
  await dialog.getByLabel('Countdown Time (minutes)', { exact: true }).fill('1');
  await dialog.getByRole('radio', { name: 'Digital beeps' }).check();
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(timerDisplay(page)).toHaveText('01:00');
  await expect.poll(async () => (await audio(page)).oscillators).toBeGreaterThan(0); // the choice's preview
  const beforeRun = (await audio(page)).oscillators;

  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, MINUTE + 1_000);
  await expect(timerDisplay(page)).toHaveText('01:00');
  // Digital beeps: the countdown's three notes, three rounds, one oscillator each.
  await expect.poll(async () => (await audio(page)).oscillators - beforeRun).toBe(9);

  await timerPanel(page).getByRole('button', { name: 'Timer settings' }).click();
  const volume = dialog.getByRole('slider', { name: 'Alarm volume' });
  await volume.focus();
  await page.keyboard.press('Home');
  await expect(dialog.getByText('Off', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  const beforeSilentRun = (await audio(page)).oscillators;
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, MINUTE + 1_000);
  await expect(timerDisplay(page)).toHaveText('01:00');
  expect((await audio(page)).oscillators).toBe(beforeSilentRun);
});

test('a focus sound starts and stops in the music box, and plays with the network gone', async ({
  page,
  context,
}) => {
  await recordAudio(page);
  const playerChunk: string[] = [];
  page.on('request', (request) => {
    if (/focus-sound-player/.test(request.url())) playerChunk.push(request.url());
  });
  await page.goto('/');
  const widget = page.getByTestId('playlist-widget');
  await widget.getByRole('button', { name: 'Show focus music' }).click();
  const sounds = widget.getByTestId('focus-sounds');
  const rain = sounds.getByRole('button', { name: 'Rain' });
  await expect(rain).toHaveAttribute('aria-pressed', 'false');
  // The Spotify box is still there, with its tip.
  await expect(widget.getByText('Login to Spotify to avoid song skipping')).toBeVisible();
  expect(playerChunk).toEqual([]); // the sound code loads on first use only
  expect((await audio(page)).states).toEqual([]);

  await rain.click();
  await expect(rain).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await audio(page)).states).toEqual(['running']);
  await expect.poll(async () => (await audio(page)).loops).toBe(1);
  expect(playerChunk).toHaveLength(1);

  await rain.click();
  await expect(rain).toHaveAttribute('aria-pressed', 'false');
  // Stopped: the context is suspended, so an idle page keeps no audio running.
  await expect.poll(async () => (await audio(page)).states).toEqual(['suspended']);

  // Everything a sound needs is made on the device: with the network gone the café still starts.
  await context.setOffline(true);
  const cafe = sounds.getByRole('button', { name: 'Café murmur' });
  await cafe.click();
  await expect(cafe).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await audio(page)).states).toEqual(['running']);
  await expect.poll(async () => (await audio(page)).loops).toBe(2);
  await expect(sounds.getByRole('alert')).toHaveCount(0);

  // Collapsing the box keeps it playing, and the button shows that a sound plays.
  await widget.getByRole('button', { name: 'Hide focus music' }).click();
  const launcher = widget.getByRole('button', { name: 'Show focus music' });
  await expect(launcher).toHaveAttribute('data-playing', 'true');
  expect((await audio(page)).states).toEqual(['running']);
  await context.setOffline(false);
});
