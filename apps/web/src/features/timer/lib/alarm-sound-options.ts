import type { AlarmSound } from '@focus-room/core/timer/settings';

/** The names the settings show for each alarm sound, in the order they are offered. */
export const ALARM_SOUND_LABELS: Record<AlarmSound, string> = {
  chime: 'Chime',
  bell: 'Bell',
  marimba: 'Marimba',
  digital: 'Digital beeps',
};

export const ALARM_HINT = 'Plays when a focus period or break ends. Try it over your music.';
