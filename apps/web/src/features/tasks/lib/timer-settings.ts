import type { EstimateSettings } from '@focus-room/core/tasks/estimate';
import { TIMER_STORAGE_KEY } from '@focus-room/core/timer/persistence';
import { clampSettings, DEFAULT_TIMER_SETTINGS } from '@focus-room/core/timer/settings';
import { readStorage } from '../../../lib/storage';

/** The timer's saved settings (focusRoom.timer → settings), clamped; the defaults when absent or broken. */
export function readTimerSettings(): EstimateSettings {
  const raw = readStorage(TIMER_STORAGE_KEY);
  if (!raw) return DEFAULT_TIMER_SETTINGS;
  try {
    const parsed: unknown = JSON.parse(raw);
    const settings =
      typeof parsed === 'object' && parsed !== null ? (parsed as { settings?: unknown }).settings : undefined;
    return clampSettings(settings);
  } catch {
    return DEFAULT_TIMER_SETTINGS;
  }
}
