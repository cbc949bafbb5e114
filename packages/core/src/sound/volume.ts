/**
 * Sound volumes are percentages 0..100 on a slider. Loudness is heard logarithmically, so the slider maps
 * onto decibels, not onto gain: 100 % is full scale (0 dB), every percentage point below it is 0.4 dB
 * quieter, 1 % is −39.6 dB (a faint tick in a quiet room) and 0 % is silence. A linear slider would spend
 * its whole lower half on "too loud" and leave the quiet end a few pixels wide, which is the complaint
 * ("too quiet over music / too loud") the control exists for.
 */
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 100;
/** The span from 1 % to 100 %, in decibels. */
export const VOLUME_RANGE_DB = 40;

/** A slider value → the gain a Web Audio GainNode takes (0..1). Non-numbers are silence. */
export const volumeToGain = (percent: number): number => {
  if (!Number.isFinite(percent) || percent <= VOLUME_MIN) return 0;
  const clamped = Math.min(VOLUME_MAX, percent);
  const decibels = ((clamped - VOLUME_MAX) / VOLUME_MAX) * VOLUME_RANGE_DB;
  return 10 ** (decibels / 20);
};

/**
 * Clamps a stored or typed volume to a whole percentage; anything that is not a number takes `fallback`.
 * Numeric strings count, since form fields hand over strings.
 */
export const clampVolume = (value: unknown, fallback: number): number => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(number)) return fallback;
  return Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, Math.round(number)));
};
