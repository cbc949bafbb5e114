import { VOLUME_MAX, VOLUME_MIN } from '../sound/volume';

/** Minute fields are clamped to 0..9999, cycles to 0..100 (docs/product-rules.md#timer-settings). */
export const TIMER_MINUTES_MIN = 0;
export const TIMER_MINUTES_MAX = 9999;
export const TIMER_CYCLES_MIN = 0;
export const TIMER_CYCLES_MAX = 100;
/** The long-break interval is ours, beyond the original single break; 0 means "never a long break". */
export const LONG_BREAK_INTERVAL_MAX = 100;

export const MS_PER_MINUTE = 60_000;

/**
 * The alarm played when a phase ends (docs/product-rules.md#alarm-sound), synthesised in the browser. The
 * melody says which phase ended; the sound is the instrument that plays it.
 */
export const ALARM_SOUNDS = ['chime', 'bell', 'marimba', 'digital'] as const;
export type AlarmSound = (typeof ALARM_SOUNDS)[number];
/** Percent on the volume slider (see `volumeToGain`); 0 silences the alarm. */
export const DEFAULT_ALARM_VOLUME = 60;

export interface TimerSettings {
  pomodoroMinutes: number;
  breakMinutes: number;
  countdownMinutes: number;
  /** Focus periods in one run. 0 is accepted by the clamp and runs like 1 (a run has at least one). */
  cycles: number;
  longBreakMinutes: number;
  /** A long break replaces the short one after every `longBreakInterval`-th pomodoro of a run. */
  longBreakInterval: number;
  /** Kept with the timer settings, so one Save stores them and every tab plays the same alarm. */
  alarmSound: AlarmSound;
  alarmVolume: number;
}

type NumericSettingKey = Exclude<keyof TimerSettings, 'alarmSound'>;

export const DEFAULT_TIMER_SETTINGS: Readonly<TimerSettings> = Object.freeze({
  pomodoroMinutes: 25,
  breakMinutes: 5,
  countdownMinutes: 5,
  cycles: 1,
  longBreakMinutes: 15,
  longBreakInterval: 4,
  alarmSound: 'chime',
  alarmVolume: DEFAULT_ALARM_VOLUME,
});

const LIMITS: Record<NumericSettingKey, readonly [number, number]> = {
  pomodoroMinutes: [TIMER_MINUTES_MIN, TIMER_MINUTES_MAX],
  breakMinutes: [TIMER_MINUTES_MIN, TIMER_MINUTES_MAX],
  countdownMinutes: [TIMER_MINUTES_MIN, TIMER_MINUTES_MAX],
  cycles: [TIMER_CYCLES_MIN, TIMER_CYCLES_MAX],
  longBreakMinutes: [TIMER_MINUTES_MIN, TIMER_MINUTES_MAX],
  longBreakInterval: [0, LONG_BREAK_INTERVAL_MAX],
  alarmVolume: [VOLUME_MIN, VOLUME_MAX],
};

const NUMERIC_KEYS = Object.keys(LIMITS) as NumericSettingKey[];

const isAlarmSound = (value: unknown): value is AlarmSound =>
  typeof value === 'string' && (ALARM_SOUNDS as readonly string[]).includes(value);

// Form fields hand us strings; a finite numeric string is a number the user typed, anything else is not.
const toFiniteNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
};

/**
 * Clamps instead of rejecting: a settings form never refuses a value. Whole minutes only: the settings fields
 * are minute counts, and whole-minute phases keep "one coin per full minute" exact per period. A key missing
 * from `input` takes its value from `base`; a key that is present but not a number takes the default, so
 * `clampSettings(patch, current)` is also how a partial update is merged.
 */
export const clampSettings = (
  input: unknown,
  base: Readonly<TimerSettings> = DEFAULT_TIMER_SETTINGS,
): TimerSettings => {
  const record: Record<string, unknown> =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const result = { ...DEFAULT_TIMER_SETTINGS };
  for (const key of NUMERIC_KEYS) {
    if (!(key in record) || record[key] === undefined) {
      result[key] = base[key];
      continue;
    }
    const value = toFiniteNumber(record[key]);
    const [min, max] = LIMITS[key];
    result[key] =
      value === undefined ? DEFAULT_TIMER_SETTINGS[key] : Math.min(max, Math.max(min, Math.round(value)));
  }
  // Stored before alarms were a choice (no key): the base's. An unknown name (a sound removed in a later
  // release, an edited value): the default, like a minute field that is not a number.
  const sound = record.alarmSound;
  result.alarmSound =
    sound === undefined ? base.alarmSound : isAlarmSound(sound) ? sound : DEFAULT_TIMER_SETTINGS.alarmSound;
  return result;
};

export const effectiveCycles = (settings: TimerSettings): number => Math.max(1, settings.cycles);

export const isLongBreakAfter = (pomodoro: number, settings: TimerSettings): boolean =>
  settings.longBreakInterval > 0 && pomodoro % settings.longBreakInterval === 0;

export const minutesToMs = (minutes: number): number => minutes * MS_PER_MINUTE;
