import type { TimerSound } from '@focus-room/core/timer/events';
import { ALARM_SOUNDS } from '@focus-room/core/timer/settings';
import { describe, expect, it } from 'vitest';
import { alarmLength, alarmTones, MELODIES } from './alarm-tones';

const MELODY_NAMES = Object.keys(MELODIES) as TimerSound[];

describe('alarm tones', () => {
  it.each(ALARM_SOUNDS)(
    '%s: audible frequencies, peaks within 0..1, short enough to be an alarm',
    (sound) => {
      for (const melody of MELODY_NAMES) {
        const tones = alarmTones(sound, melody);
        expect(tones.length).toBeGreaterThan(0);
        for (const t of tones) {
          expect(t.frequency).toBeGreaterThanOrEqual(200);
          expect(t.frequency).toBeLessThanOrEqual(6000);
          expect(t.peak).toBeGreaterThan(0);
          expect(t.peak).toBeLessThanOrEqual(1);
          expect(t.attack).toBeGreaterThan(0);
          expect(t.decay).toBeGreaterThan(t.attack);
          expect(t.hold).toBeGreaterThanOrEqual(0);
          expect(t.at).toBeGreaterThanOrEqual(0);
        }
        const length = alarmLength(tones);
        expect(length).toBeGreaterThan(0.3);
        expect(length).toBeLessThanOrEqual(3);
      }
    },
  );

  it.each(ALARM_SOUNDS)('%s keeps the melody: rising at a focus end, falling at a break end', (sound) => {
    const firstOfEachNote = (melody: TimerSound) => {
      const tones = alarmTones(sound, melody);
      const starts = [...new Set(tones.map((t) => t.at))].slice(0, MELODIES[melody].length);
      // The lowest tone at each start is the note's fundamental (or its octave for the marimba).
      return starts.map((at) => Math.min(...tones.filter((t) => t.at === at).map((t) => t.frequency)));
    };
    const rising = firstOfEachNote('focusEnd');
    expect(rising).toEqual([...rising].sort((a, b) => a - b));
    const falling = firstOfEachNote('breakEnd');
    expect(falling[0]).toBeGreaterThan(falling[1] as number);
  });

  it('the sounds are distinct: no two play the same tones', () => {
    const signatures = ALARM_SOUNDS.map((sound) => JSON.stringify(alarmTones(sound, 'focusEnd')));
    expect(new Set(signatures).size).toBe(ALARM_SOUNDS.length);
  });

  it('chime is the timer’s original sound: three sine notes 0.22 s apart', () => {
    const tones = alarmTones('chime', 'focusEnd');
    expect(tones.map((t) => [t.frequency, t.at, t.wave])).toEqual([
      [660, 0, 'sine'],
      [880, 0.22, 'sine'],
      [990, 0.44, 'sine'],
    ]);
  });

  it('the digital beeps repeat the melody three times, to be heard over music', () => {
    expect(alarmTones('digital', 'breakEnd')).toHaveLength(3 * MELODIES.breakEnd.length);
  });
});
