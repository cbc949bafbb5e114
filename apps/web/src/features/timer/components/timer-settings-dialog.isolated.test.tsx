import { clampSettings, DEFAULT_TIMER_SETTINGS } from '@focus-room/core/timer/settings';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { appWrapper } from '../../../test/providers';
import { previewAlarm } from '../lib/phase-sound';
import { TimerSettingsDialog } from './timer-settings-dialog';

vi.mock('../lib/phase-sound', () => ({ previewAlarm: vi.fn() }));

const preview = vi.mocked(previewAlarm);

function renderDialog(settings = DEFAULT_TIMER_SETTINGS) {
  const onSave = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <TimerSettingsDialog
      open
      onOpenChange={onOpenChange}
      settings={settings}
      inProgress={false}
      onSave={onSave}
    />,
    // The dialog holds the alerts opt-in, which reads the session.
    { wrapper: appWrapper() },
  );
  return { onSave, onOpenChange };
}

const volume = () => screen.getByRole('slider', { name: 'Alarm volume' });

describe('Timer Settings: alarm sound and volume', () => {
  beforeEach(() => preview.mockReset());

  it('offers the four sounds with the saved one chosen, and the saved volume', () => {
    renderDialog({ ...DEFAULT_TIMER_SETTINGS, alarmSound: 'marimba', alarmVolume: 35 });
    const group = screen.getByRole('group', { name: 'Alarm sound' });
    expect(group).toBeTruthy();
    for (const name of ['Chime', 'Bell', 'Marimba', 'Digital beeps']) {
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    }
    expect((screen.getByRole('radio', { name: 'Marimba' }) as HTMLInputElement).checked).toBe(true);
    expect((volume() as HTMLInputElement).value).toBe('35');
    expect(screen.getByText('35 %')).toBeTruthy();
    expect(preview).not.toHaveBeenCalled(); // opening the dialog plays nothing
  });

  it('choosing a sound selects it and lets the user hear it at the chosen volume', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Bell' }));
    expect((screen.getByRole('radio', { name: 'Bell' }) as HTMLInputElement).checked).toBe(true);
    expect(preview).toHaveBeenLastCalledWith({ alarmSound: 'bell', alarmVolume: 60 });
  });

  it('Preview plays the current choice; letting go of the slider plays the new level', () => {
    renderDialog({ ...DEFAULT_TIMER_SETTINGS, alarmSound: 'digital' });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(preview).toHaveBeenLastCalledWith({ alarmSound: 'digital', alarmVolume: 60 });
    fireEvent.input(volume(), { target: { value: '90' } });
    expect(screen.getByText('90 %')).toBeTruthy();
    fireEvent.pointerUp(volume());
    expect(preview).toHaveBeenLastCalledWith({ alarmSound: 'digital', alarmVolume: 90 });
  });

  it('the keyboard moves the volume and previews on key release', () => {
    renderDialog();
    fireEvent.input(volume(), { target: { value: '61' } });
    fireEvent.keyUp(volume(), { key: 'ArrowRight' });
    expect(preview).toHaveBeenLastCalledWith({ alarmSound: 'chime', alarmVolume: 61 });
    fireEvent.keyUp(volume(), { key: 'Tab' });
    expect(preview).toHaveBeenCalledTimes(1);
  });

  it('at 0 the alarm is off: the slider says so and there is nothing to preview', () => {
    renderDialog();
    fireEvent.input(volume(), { target: { value: '0' } });
    expect(screen.getByText('Off')).toBeTruthy();
    expect(volume().getAttribute('aria-valuetext')).toBe('Off');
    expect((screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Save Settings stores the sound and the volume with the lengths', () => {
    const { onSave } = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Digital beeps' }));
    fireEvent.input(volume(), { target: { value: '95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = clampSettings(onSave.mock.calls[0]?.[0]);
    expect(saved).toEqual({ ...DEFAULT_TIMER_SETTINGS, alarmSound: 'digital', alarmVolume: 95 });
  });

  it('speaks German: the title, the fields, the sounds and the buttons', async () => {
    await activateLanguage('de');
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Timer-Einstellungen' })).toBeTruthy();
    expect(screen.getByLabelText('Fokuszeit (Minuten)')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Alarmton' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Glocke' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Alarmlautstärke' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Benachrichtige mich, wenn eine Phase endet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
  });

  it('Cancel keeps the saved alarm', () => {
    const { onSave, onOpenChange } = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Bell' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
