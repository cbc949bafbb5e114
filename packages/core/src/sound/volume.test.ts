import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampVolume, VOLUME_RANGE_DB, volumeToGain } from './volume';

describe('volumeToGain: a slider percentage on a decibel scale', () => {
  it('0 % is silence, 100 % is full scale, 50 % is 20 dB down, 1 % about 40 dB down', () => {
    expect(volumeToGain(0)).toBe(0);
    expect(volumeToGain(100)).toBe(1);
    expect(volumeToGain(50)).toBeCloseTo(0.1, 10);
    expect(20 * Math.log10(volumeToGain(1))).toBeCloseTo(-VOLUME_RANGE_DB * 0.99, 6);
  });

  it('non-numbers and values out of range are silence or full scale, never more', () => {
    expect(volumeToGain(Number.NaN)).toBe(0);
    expect(volumeToGain(-5)).toBe(0);
    expect(volumeToGain(250)).toBe(1);
    expect(volumeToGain(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('is monotonic and stays within 0..1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 110, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (a, d) => {
          const low = volumeToGain(a);
          const high = volumeToGain(a + d);
          expect(low).toBeGreaterThanOrEqual(0);
          expect(high).toBeLessThanOrEqual(1);
          expect(high).toBeGreaterThanOrEqual(low);
        },
      ),
    );
  });

  it('each step of the slider changes loudness by the same number of decibels', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (v) => {
        const step = 20 * Math.log10(volumeToGain(v + 1) / volumeToGain(v));
        expect(step).toBeCloseTo(VOLUME_RANGE_DB / 100, 9);
      }),
    );
  });
});

describe('clampVolume', () => {
  it.each<[unknown, number]>([
    [55, 55],
    [55.4, 55],
    [' 70 ', 70],
    [-3, 0],
    [400, 100],
    ['loud', 60],
    [null, 60],
    [undefined, 60],
    [Number.NaN, 60],
    ['', 60],
  ])('%s → %s (fallback 60)', (input, expected) => {
    expect(clampVolume(input, 60)).toBe(expected);
  });

  it('always gives a whole percentage 0..100', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const volume = clampVolume(value, 60);
        expect(Number.isInteger(volume)).toBe(true);
        expect(volume).toBeGreaterThanOrEqual(0);
        expect(volume).toBeLessThanOrEqual(100);
      }),
    );
  });
});
