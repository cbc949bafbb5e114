import type { MessageId } from '@lingui/core';
import { CloudRain, Coffee, type LucideIcon, Waves } from 'lucide-react';
import type { FocusSound } from './focus-sound-names';

/** Each sound's name (a message id, shown in the active language) and icon. */
export const FOCUS_SOUND_LABELS: Record<FocusSound, { label: MessageId; icon: LucideIcon }> = {
  brown: { label: 'music.soundBrown', icon: Waves },
  rain: { label: 'music.soundRain', icon: CloudRain },
  cafe: { label: 'music.soundCafe', icon: Coffee },
};

/** Local storage: the focus sounds' volume (the sound itself is never restored: nothing plays unasked). */
export const FOCUS_VOLUME_KEY = 'focusRoom.focusSoundVolume';
export const DEFAULT_FOCUS_VOLUME = 50;
