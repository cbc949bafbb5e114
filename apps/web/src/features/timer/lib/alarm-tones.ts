import type { TimerSound } from '@focus-room/core/timer/events';
import type { AlarmSound } from '@focus-room/core/timer/settings';

/**
 * What an alarm plays, as plain data: the Web Audio player (alarm-player.ts) turns each tone into an
 * oscillator and an envelope. Plain data so the sounds can be tested without a browser's audio stack.
 */
export interface AlarmTone {
  /** Seconds after the alarm starts. */
  at: number;
  frequency: number;
  wave: OscillatorType;
  /** Peak level before the volume, 0..1. */
  peak: number;
  /** Seconds to the peak, `hold` seconds at it (0 for a struck sound), then an exponential fade. */
  attack: number;
  hold: number;
  decay: number;
}

/**
 * The melody says which phase ended, whatever the sound: a rising line ends focus (time to rest), a
 * falling pair ends a break (back to work), a major triad ends a countdown. Frequencies in Hz.
 */
export const MELODIES: Record<TimerSound, readonly number[]> = {
  focusEnd: [660, 880, 990],
  breakEnd: [880, 660],
  countdownEnd: [523, 659, 784],
};

type Voice = (frequency: number, at: number) => AlarmTone[];

const tone = (
  frequency: number,
  at: number,
  { hold = 0, ...rest }: Omit<AlarmTone, 'frequency' | 'at' | 'hold'> & { hold?: number },
): AlarmTone => ({ frequency, at, hold, ...rest });

/**
 * Each sound is a voice (how one note sounds) and a rhythm (how far apart the notes are, how often the
 * melody repeats). Peaks are balanced by ear so that one volume setting is about as loud on every sound:
 * the square wave of 'digital' carries far more energy than a sine at the same peak.
 */
const SOUNDS: Record<AlarmSound, { voice: Voice; step: number; repeats: number; gap: number }> = {
  // Sine notes with a short attack: the soft chime the timer always had.
  chime: {
    voice: (f, at) => [tone(f, at, { wave: 'sine', peak: 1, attack: 0.02, decay: 0.4 })],
    step: 0.22,
    repeats: 1,
    gap: 0,
  },
  // A struck bell: a fundamental and inharmonic partials (ratios of a real bell) that ring on.
  bell: {
    voice: (f, at) => [
      tone(f, at, { wave: 'sine', peak: 0.8, attack: 0.005, decay: 1.6 }),
      tone(f * 2, at, { wave: 'sine', peak: 0.35, attack: 0.005, decay: 1.1 }),
      tone(f * 2.76, at, { wave: 'sine', peak: 0.25, attack: 0.005, decay: 0.7 }),
      tone(f * 5.4, at, { wave: 'sine', peak: 0.12, attack: 0.005, decay: 0.35 }),
    ],
    step: 0.42,
    repeats: 1,
    gap: 0,
  },
  // Wooden bars: a low, quickly damped note with a knock an octave and a bit above; played twice.
  marimba: {
    voice: (f, at) => [
      tone(f / 2, at, { wave: 'sine', peak: 1, attack: 0.004, decay: 0.45 }),
      tone(f * 2, at, { wave: 'sine', peak: 0.3, attack: 0.002, decay: 0.08 }),
    ],
    step: 0.16,
    repeats: 2,
    gap: 0.3,
  },
  // Watch-style beeps: bright square waves, three rounds, made to cut through music.
  digital: {
    // Held at full level (a struck envelope would leave a short blip): the loudest of the four for its
    // volume setting, by design.
    voice: (f, at) => [
      tone(f * 2, at, { wave: 'square', peak: 0.5, attack: 0.003, hold: 0.08, decay: 0.03 }),
    ],
    step: 0.14,
    repeats: 3,
    gap: 0.25,
  },
};

/** The tones of one alarm, in the order they start. */
export function alarmTones(sound: AlarmSound, melody: TimerSound): AlarmTone[] {
  const { voice, step, repeats, gap } = SOUNDS[sound];
  const notes = MELODIES[melody];
  const round = notes.length * step + gap;
  const tones: AlarmTone[] = [];
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    notes.forEach((frequency, index) => {
      tones.push(...voice(frequency, repeat * round + index * step));
    });
  }
  return tones;
}

/** When the last tone has faded: how long an alarm lasts, in seconds. */
export const alarmLength = (tones: readonly AlarmTone[]): number =>
  Math.max(0, ...tones.map((t) => t.at + t.attack + t.hold + t.decay));
