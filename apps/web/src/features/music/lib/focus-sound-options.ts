import { CloudRain, Coffee, type LucideIcon, Waves } from 'lucide-react';
import type { FocusSound } from './focus-sound-names';

export const FOCUS_SOUND_LABELS: Record<FocusSound, { label: string; icon: LucideIcon }> = {
  brown: { label: 'Brown noise', icon: Waves },
  rain: { label: 'Rain', icon: CloudRain },
  cafe: { label: 'Café murmur', icon: Coffee },
};

export const FOCUS_SOUNDS_NOTE = 'Made on your device: no network, no account.';
export const FOCUS_SOUND_FAILED = 'The sound could not start. Please try again.';

/** Local storage: the focus sounds' volume (the sound itself is never restored: nothing plays unasked). */
export const FOCUS_VOLUME_KEY = 'focusRoom.focusSoundVolume';
export const DEFAULT_FOCUS_VOLUME = 50;
