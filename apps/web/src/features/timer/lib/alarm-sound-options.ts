import type { AlarmSound } from '@focus-room/core/timer/settings';
import type { MessageId } from '@lingui/core';

/** The catalog message that names each alarm sound in the settings (core knows only the ids). */
export const ALARM_SOUND_LABELS: Record<AlarmSound, MessageId> = {
  chime: 'timer.sound.chime',
  bell: 'timer.sound.bell',
  marimba: 'timer.sound.marimba',
  digital: 'timer.sound.digital',
};
