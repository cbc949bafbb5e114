import type { TimerSound } from '@focus-room/core/timer/events';

// Synthesised, so there is no file to download and nothing to fail loading. Frequencies in Hz: a rising
// pair ends focus (time to rest), a falling pair ends a break, a triad ends a countdown.
const MELODIES: Record<TimerSound, number[]> = {
  focusEnd: [660, 880, 990],
  breakEnd: [880, 660],
  countdownEnd: [523, 659, 784],
};
const NOTE_SECONDS = 0.22;
const VOLUME = 0.18;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/**
 * Browsers only let audio start after a user gesture. Called from Start: the context is created (or
 * resumed) then, so the sound at the end of the phase, minutes later and without a gesture, can play.
 */
export function unlockSound(): void {
  try {
    void audioContext()?.resume();
  } catch {
    // Sound failures are ignored: a silent timer still works.
  }
}

export function playPhaseSound(sound: TimerSound): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime + 0.02;
    MELODIES[sound].forEach((frequency, index) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      const at = start + index * NOTE_SECONDS;
      osc.type = 'sine';
      osc.frequency.setValueAtTime(frequency, at);
      // A short attack and an exponential fade: a chime, not a click or a beep.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS * 1.8);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + NOTE_SECONDS * 2);
    });
  } catch {
    // Sound failures are ignored: a silent timer still works.
  }
}
