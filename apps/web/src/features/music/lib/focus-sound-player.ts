import { volumeToGain } from '@focus-room/core/sound/volume';
import type { FocusSound } from './focus-sound-names';
import { type FocusLoop, generateLoopInSlices } from './noise-generators';

// Loaded lazily by use-focus-sound.ts on the first click: the Web Audio side of the focus sounds.

const FADE_IN_SECONDS = 0.8;
const FADE_OUT_SECONDS = 0.35;

// A loop is computed once per page and sound; switching back to it starts at once.
const loops = new Map<FocusSound, Promise<FocusLoop>>();
let current: { source: AudioBufferSourceNode; gain: GainNode } | null = null;

function loopFor(sound: FocusSound): Promise<FocusLoop> {
  let loop = loops.get(sound);
  if (!loop) {
    loop = generateLoopInSlices(sound);
    loops.set(sound, loop);
  }
  return loop;
}

function fadeOut(ctx: AudioContext): void {
  if (!current) return;
  const { source, gain } = current;
  const now = ctx.currentTime;
  gain.gain.cancelScheduledValues(now);
  gain.gain.setValueAtTime(gain.gain.value, now);
  gain.gain.linearRampToValueAtTime(0, now + FADE_OUT_SECONDS);
  source.stop(now + FADE_OUT_SECONDS + 0.05);
  source.onended = () => gain.disconnect();
  current = null;
}

/**
 * Starts `sound` looping, faded in; a sound already playing fades out under it. `stillWanted` is asked
 * once the loop is computed, so a click on another sound (or Stop) during the wait wins.
 */
export async function playFocusSound(
  ctx: AudioContext,
  sound: FocusSound,
  volume: number,
  stillWanted: () => boolean = () => true,
): Promise<void> {
  const loop = await loopFor(sound);
  if (!stillWanted()) return;
  fadeOut(ctx);
  const buffer = ctx.createBuffer(1, loop.samples.length, loop.sampleRate);
  buffer.copyToChannel(loop.samples as Float32Array<ArrayBuffer>, 0);
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  const gain = ctx.createGain();
  const now = ctx.currentTime;
  gain.gain.setValueAtTime(0, now);
  gain.gain.linearRampToValueAtTime(volumeToGain(volume), now + FADE_IN_SECONDS);
  source.connect(gain).connect(ctx.destination);
  source.start();
  current = { source, gain };
}

export function setFocusVolume(ctx: AudioContext, volume: number): void {
  if (!current) return;
  const now = ctx.currentTime;
  current.gain.gain.cancelScheduledValues(now);
  // A short glide, so dragging the slider never crackles.
  current.gain.gain.setTargetAtTime(volumeToGain(volume), now, 0.05);
}

/** Fades out; resolves when the fade is over, so the caller can then suspend the context. */
export function stopFocusSound(ctx: AudioContext): Promise<void> {
  const wasPlaying = current !== null;
  fadeOut(ctx);
  return new Promise((resolve) => setTimeout(resolve, wasPlaying ? (FADE_OUT_SECONDS + 0.1) * 1000 : 0));
}
