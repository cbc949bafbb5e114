import type { TimerSound } from '@focus-room/core/timer/events';
import type { TimerSettings } from '@focus-room/core/timer/settings';
import { createAudioContext } from '../../../lib/audio-context';

export type AlarmChoice = Pick<TimerSettings, 'alarmSound' | 'alarmVolume'>;

type AlarmPlayer = typeof import('./alarm-player');

let context: AudioContext | null = null;
let player: Promise<AlarmPlayer> | null = null;

const ignore = () => undefined;

function audioContext(): AudioContext | null {
  context ??= createAudioContext();
  return context;
}

// The synthesis is a lazy chunk, so pages that never sound an alarm never download it. A failed load
// (offline before it was cached) is forgotten, so the next alarm tries again.
function loadPlayer(): Promise<AlarmPlayer> {
  player ??= import('./alarm-player').catch((error: unknown) => {
    player = null;
    throw error;
  });
  return player;
}

/**
 * Browsers only let audio start after a user gesture. Called from Start and from the settings' preview:
 * the context is created (or resumed) then, so the alarm at the end of the phase, minutes later and
 * without a gesture, can play; the player's code starts loading at the same moment.
 */
export function unlockSound(): void {
  try {
    void audioContext()?.resume().catch(ignore);
    void loadPlayer().catch(ignore);
  } catch {
    // Sound failures are ignored: a silent timer still works.
  }
}

/** Plays the alarm for `sound` (which phase ended) with the chosen sound and volume; 0 % is silent. */
export function playPhaseSound(sound: TimerSound, alarm: AlarmChoice): void {
  if (alarm.alarmVolume <= 0) return;
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(ignore);
    void loadPlayer()
      .then((loaded) => loaded.playAlarm(ctx, sound, alarm))
      .catch(ignore);
  } catch {
    // Sound failures are ignored: a silent timer still works.
  }
}

/** The settings' preview: what the end of a focus period will sound like. Runs inside a click. */
export function previewAlarm(alarm: AlarmChoice): void {
  unlockSound();
  playPhaseSound('focusEnd', alarm);
}
