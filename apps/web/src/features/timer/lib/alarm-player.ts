import { volumeToGain } from '@focus-room/core/sound/volume';
import type { TimerSound } from '@focus-room/core/timer/events';
import { alarmLength, alarmTones } from './alarm-tones';
import type { AlarmChoice } from './phase-sound';

// Loaded lazily by phase-sound.ts: the Web Audio side of the alarm.

const SILENT = 0.0001; // exponential ramps cannot reach 0
const limiters = new WeakMap<BaseAudioContext, AudioNode>();
let playing: { ctx: BaseAudioContext; bus: GainNode } | null = null;

/**
 * At 100 % the notes of a bell overlap and their partials add up past full scale; a limiter before the
 * speakers keeps that from clipping into a crackle, so the loud end stays a clean sound.
 */
function limiter(ctx: BaseAudioContext): AudioNode {
  const existing = limiters.get(ctx);
  if (existing) return existing;
  const node = ctx.createDynamicsCompressor();
  node.threshold.value = -3;
  node.knee.value = 0;
  node.ratio.value = 20;
  node.attack.value = 0.002;
  node.release.value = 0.1;
  // The compressor adds make-up gain of its own; 1.5 dB of headroom after it keeps peaks under full scale.
  const headroom = ctx.createGain();
  headroom.gain.value = 0.84;
  node.connect(headroom).connect(ctx.destination);
  limiters.set(ctx, node);
  return node;
}

export function playAlarm(ctx: BaseAudioContext, sound: TimerSound, alarm: AlarmChoice): void {
  const gain = volumeToGain(alarm.alarmVolume);
  if (gain === 0) return;
  const now = ctx.currentTime;
  // A preview clicked again (or an alarm over a preview) replaces the one still ringing.
  if (playing?.ctx === ctx) {
    const previous = playing.bus;
    previous.gain.setTargetAtTime(0, now, 0.015);
    setTimeout(() => previous.disconnect(), 200);
  }
  const bus = ctx.createGain();
  bus.gain.value = gain;
  bus.connect(limiter(ctx));
  playing = { ctx, bus };

  const start = now + 0.02;
  const tones = alarmTones(alarm.alarmSound, sound);
  for (const tone of tones) {
    const at = start + tone.at;
    const osc = ctx.createOscillator();
    const envelope = ctx.createGain();
    osc.type = tone.wave;
    osc.frequency.setValueAtTime(tone.frequency, at);
    // A short attack and an exponential fade: a struck sound, never a click.
    envelope.gain.setValueAtTime(SILENT, at);
    const fadeFrom = at + tone.attack + tone.hold;
    envelope.gain.exponentialRampToValueAtTime(tone.peak, at + tone.attack);
    envelope.gain.setValueAtTime(tone.peak, fadeFrom);
    envelope.gain.exponentialRampToValueAtTime(SILENT, fadeFrom + tone.decay);
    osc.connect(envelope).connect(bus);
    osc.start(at);
    osc.stop(fadeFrom + tone.decay + 0.05);
  }
  const length = alarmLength(tones);
  setTimeout(
    () => {
      if (playing?.bus === bus) playing = null;
      bus.disconnect();
    },
    (length + 0.2) * 1000,
  );
}
