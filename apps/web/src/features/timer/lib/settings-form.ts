import {
  LONG_BREAK_INTERVAL_MAX,
  TIMER_CYCLES_MAX,
  TIMER_CYCLES_MIN,
  TIMER_MINUTES_MAX,
  TIMER_MINUTES_MIN,
  type TimerSettings,
} from '@focus-room/core/timer/settings';
import type { MessageId } from '@lingui/core';

export type SettingsKey = keyof TimerSettings;
export type SettingsForm = Record<SettingsKey, string>;

export interface SettingsField {
  key: Exclude<SettingsKey, 'alarmSound' | 'alarmVolume'>;
  /** The catalog message of the field's label. */
  label: MessageId;
  min: number;
  max: number;
}

/** The four fields of the original (exact labels), then our long break. */
export const SETTINGS_FIELDS: readonly SettingsField[] = [
  {
    key: 'pomodoroMinutes',
    label: 'timer.settings.pomodoroMinutes',
    min: TIMER_MINUTES_MIN,
    max: TIMER_MINUTES_MAX,
  },
  {
    key: 'breakMinutes',
    label: 'timer.settings.breakMinutes',
    min: TIMER_MINUTES_MIN,
    max: TIMER_MINUTES_MAX,
  },
  {
    key: 'countdownMinutes',
    label: 'timer.settings.countdownMinutes',
    min: TIMER_MINUTES_MIN,
    max: TIMER_MINUTES_MAX,
  },
  { key: 'cycles', label: 'timer.settings.cycles', min: TIMER_CYCLES_MIN, max: TIMER_CYCLES_MAX },
  {
    key: 'longBreakMinutes',
    label: 'timer.settings.longBreakMinutes',
    min: TIMER_MINUTES_MIN,
    max: TIMER_MINUTES_MAX,
  },
  {
    key: 'longBreakInterval',
    label: 'timer.settings.longBreakInterval',
    min: 0,
    max: LONG_BREAK_INTERVAL_MAX,
  },
];

/** The form's values as strings; the alarm's two values travel with the lengths and are saved with them. */
export const toSettingsForm = (settings: TimerSettings): SettingsForm => ({
  ...(Object.fromEntries(SETTINGS_FIELDS.map(({ key }) => [key, String(settings[key])])) as Record<
    SettingsField['key'],
    string
  >),
  alarmSound: settings.alarmSound,
  alarmVolume: String(settings.alarmVolume),
});

/**
 * Clamps while typing: a value past a limit snaps to it, so the field always shows what will be saved. An
 * empty field stays empty while the user edits it (the engine's clamp decides on save).
 */
export function clampFieldInput(field: Pick<SettingsField, 'min' | 'max'>, raw: string): string {
  if (raw.trim() === '') return '';
  const value = Number(raw);
  if (!Number.isFinite(value)) return '';
  return String(Math.min(field.max, Math.max(field.min, Math.round(value))));
}
