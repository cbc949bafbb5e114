import { describe, expect, it } from 'vitest';
import { FOCUS_SOUNDS, type FocusSound } from './focus-sound-names';
import {
  type FocusLoop,
  generateLoop,
  generateLoopInSlices,
  LOOP_SAMPLE_RATE,
  LOOP_SECONDS,
  seededRandom,
  TARGET_RMS,
} from './noise-generators';

const rms = (x: Float32Array) => Math.sqrt(x.reduce((sum, v) => sum + v * v, 0) / x.length);

/** Zero crossings per second: a rough measure of how bright (high-pitched) a noise is. */
function crossingsPerSecond({ samples, sampleRate }: FocusLoop): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i += 1) {
    if ((samples[i] as number) > 0 !== (samples[i - 1] as number) > 0) crossings += 1;
  }
  return crossings / (samples.length / sampleRate);
}

const same = (a: Float32Array, b: Float32Array) => a.length === b.length && a.every((v, i) => v === b[i]);

const differences = (x: Float32Array) => x.map((v, i) => (i === 0 ? 0 : v - (x[i - 1] as number)));

/**
 * How much the loudness of the signal's upper part comes and goes over 50 ms windows (coefficient of
 * variation). Steady noise scores low; voices that start and stop in syllables score high.
 */
function flutter({ samples, sampleRate }: FocusLoop): number {
  const upper = differences(samples);
  const width = Math.round(sampleRate * 0.05);
  const levels: number[] = [];
  for (let i = 0; i + width <= upper.length; i += width) levels.push(rms(upper.subarray(i, i + width)));
  const mean = levels.reduce((a, b) => a + b, 0) / levels.length;
  return Math.sqrt(levels.reduce((a, b) => a + (b - mean) ** 2, 0) / levels.length) / mean;
}

const loops = Object.fromEntries(FOCUS_SOUNDS.map((s) => [s, generateLoop(s, seededRandom(7))])) as Record<
  FocusSound,
  FocusLoop
>;

describe('focus sound generators', () => {
  it.each(FOCUS_SOUNDS)(
    '%s: a loop of the set length and rate, within −1..1, at the common loudness',
    (sound) => {
      const loop = loops[sound];
      expect(loop.sampleRate).toBe(LOOP_SAMPLE_RATE[sound]);
      expect(loop.samples.length).toBe(LOOP_SECONDS[sound] * LOOP_SAMPLE_RATE[sound]);
      // One expectation for the whole loop: a per-sample expect would cost seconds.
      expect(loop.samples.every((sample) => Number.isFinite(sample) && Math.abs(sample) < 1)).toBe(true);
      expect(rms(loop.samples)).toBeGreaterThan(TARGET_RMS * 0.9);
      expect(rms(loop.samples)).toBeLessThan(TARGET_RMS * 1.1);
    },
  );

  it.each(FOCUS_SOUNDS)(
    '%s loops without a click: the jump from the end to the start is an ordinary step',
    (sound) => {
      const { samples } = loops[sound];
      const steps = differences(samples).map(Math.abs).sort();
      // The 99th percentile of the steps inside the loop: the seam must be no bigger.
      const p99 = steps[Math.floor(steps.length * 0.99)] as number;
      expect(Math.abs((samples[samples.length - 1] as number) - (samples[0] as number))).toBeLessThanOrEqual(
        p99,
      );
    },
  );

  it('is deterministic for a seed and differs between seeds', () => {
    const [a, b, c] = [3, 3, 4].map((seed) => generateLoop('brown', seededRandom(seed)).samples);
    expect(same(a as Float32Array, b as Float32Array)).toBe(true);
    expect(same(a as Float32Array, c as Float32Array)).toBe(false);
  });

  it('brown noise is a deep rumble: small steps between samples, few zero crossings', () => {
    const { samples } = loops.brown;
    const meanStep = differences(samples).reduce((sum, v) => sum + Math.abs(v), 0) / samples.length;
    // White noise of the same RMS steps about 1.1 × its RMS per sample; brown noise a fraction of that.
    expect(meanStep / rms(samples)).toBeLessThan(0.4);
    expect(crossingsPerSecond(loops.brown)).toBeLessThan(3000);
  });

  it('rain is bright: several times the zero crossings of brown noise', () => {
    expect(crossingsPerSecond(loops.rain)).toBeGreaterThan(3 * crossingsPerSecond(loops.brown));
  });

  it('the café murmurs: its loudness comes and goes like speech, unlike the steady noises', () => {
    expect(flutter(loops.cafe)).toBeGreaterThan(2 * flutter(loops.brown));
    expect(flutter(loops.cafe)).toBeGreaterThan(2 * flutter(loops.rain));
  });

  it('the sliced variant hands the main thread back between slices and makes the same loop', async () => {
    let pauses = 0;
    const loop = await generateLoopInSlices('cafe', seededRandom(7), async () => {
      pauses += 1;
    });
    expect(pauses).toBeGreaterThan(5);
    expect(same(loop.samples, loops.cafe.samples)).toBe(true);
  });
});
