import { DEFAULT_TIMER_SETTINGS } from '@focus-room/core/timer/settings';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/i18n';
import { clampFieldInput, SETTINGS_FIELDS, toSettingsForm } from './settings-form';

const field = (key: string) => SETTINGS_FIELDS.find((f) => f.key === key)!;

describe('timer settings form', () => {
  it('has the four fields of the spec first, with their exact labels', () => {
    expect(SETTINGS_FIELDS.slice(0, 4).map((f) => translate(f.label))).toEqual([
      'Pomodoro Time (minutes)',
      'Break Time (minutes)',
      'Countdown Time (minutes)',
      'Number of Cycles',
    ]);
  });

  it('clamps minutes to 0..9999 and cycles to 0..100 while typing', () => {
    expect(clampFieldInput(field('pomodoroMinutes'), '12000')).toBe('9999');
    expect(clampFieldInput(field('breakMinutes'), '-3')).toBe('0');
    expect(clampFieldInput(field('cycles'), '250')).toBe('100');
    expect(clampFieldInput(field('cycles'), '2.6')).toBe('3');
    expect(clampFieldInput(field('cycles'), '')).toBe('');
    expect(clampFieldInput(field('cycles'), 'abc')).toBe('');
  });

  it('fills the form from the settings', () => {
    expect(toSettingsForm(DEFAULT_TIMER_SETTINGS)).toMatchObject({ pomodoroMinutes: '25', cycles: '1' });
  });
});
