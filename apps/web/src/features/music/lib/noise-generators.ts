import type { FocusSound } from './focus-sound-names';

/**
 * The offline focus sounds, computed in the browser (no file to download, nothing for the service worker
 * to cache, no network at all): each generator fills a mono loop of samples in −1..1 that the player
 * repeats. Pure functions of a random source, so tests can measure what they make.
 */

export type Random = () => number;

/** mulberry32: a small seeded generator, so a test (or a second tab) gets the same loop for a seed. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Loop lengths in seconds: long enough that the ear does not catch the repeat (the café's clinks and
 * voices need the longest), short enough to compute in a few tens of milliseconds.
 */
export const LOOP_SECONDS: Record<FocusSound, number> = { brown: 8, rain: 12, cafe: 20 };
/** The loop's end is blended into its start over this long, so the repeat has no click. */
export const CROSSFADE_SECONDS = 0.5;
/**
 * Sample rates the loops are computed at (the AudioBuffer says so, and the browser resamples on playback).
 * Lower than a device's 48 kHz where the sound has nothing up there: brown noise is a rumble and the café's
 * highest partials stay under 8 kHz, so they cost a third of the work; rain keeps its hiss up to 12 kHz.
 */
export const LOOP_SAMPLE_RATE: Record<FocusSound, number> = { brown: 16_000, rain: 24_000, cafe: 16_000 };
/** Samples per slice: the async variant hands the main thread back between slices. */
const SLICE = 16_384;
/** Every sound is scaled to this RMS, so one volume setting sounds about as loud on each. */
export const TARGET_RMS = 0.18;

const white = (random: Random) => random() * 2 - 1;

/**
 * A sound source: fills samples [from, to) of `out`, keeping its state (filters, envelopes) between calls,
 * so a loop can be computed in slices. Plain loops, no generators: V8 optimises these far better.
 */
type Fill = (out: Float32Array, from: number, to: number) => void;

/** One-pole low-pass coefficient for a cut-off frequency. */
const onePole = (cutoff: number, rate: number) => 1 - Math.exp((-2 * Math.PI * cutoff) / rate);

/** Brown (red) noise: integrated white noise, −6 dB per octave, a deep even rumble like a distant fan. */
function brown(rate: number, random: Random): Fill {
  // A one-pole low-pass at 100 Hz is an integrator above 100 Hz (the −6 dB per octave) that, unlike a pure
  // integral, never drifts off to one side.
  const a = onePole(100, rate);
  let level = 0;
  return (out, from, to) => {
    for (let i = from; i < to; i += 1) {
      level += a * (white(random) - level);
      out[i] = level;
    }
  };
}

/**
 * Rain: a steady wash of band-limited noise (the sheet of rain), a low rumble under it, and thousands of
 * droplets, each a tiny decaying tick of bright noise at a random level.
 */
function rain(rate: number, random: Random): Fill {
  const washLow = onePole(5000, rate);
  const washHigh = onePole(500, rate);
  const rumble = onePole(120, rate);
  let low = 0;
  let high = 0;
  let deep = 0;
  let drop = 0;
  let dropDecay = 0;
  const dropsPerSample = 90 / rate;
  return (out, from, to) => {
    for (let i = from; i < to; i += 1) {
      const noise = white(random);
      low += washLow * (noise - low);
      high += washHigh * (low - high);
      deep += rumble * (white(random) - deep);
      if (random() < dropsPerSample) {
        drop = 0.3 + random() * 0.9;
        dropDecay = Math.exp(-1 / (rate * (0.002 + random() * 0.01)));
      }
      const droplet = drop * white(random);
      drop *= dropDecay;
      out[i] = (low - high) * 0.9 + deep * 2.2 + droplet * 0.55;
    }
  };
}

/** RBJ band-pass (constant 0 dB peak) coefficients, for the café's voices. */
function bandPass(frequency: number, q: number, rate: number) {
  const w = (2 * Math.PI * frequency) / rate;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  return { b0: alpha / a0, b2: -alpha / a0, a1: (-2 * Math.cos(w)) / a0, a2: (1 - alpha) / a0 };
}

/**
 * Café murmur: six voices that no one can understand (noise through a vowel-like band that wanders
 * 350–1400 Hz, switched on and off in syllables and phrases), a low room tone, and now and then the
 * clink of a cup: inharmonic partials between 2 and 5 kHz that ring for a moment. Plain loops over typed
 * arrays: this is the costly one (six filters per sample), and it runs on the main thread at first use.
 */
function cafe(rate: number, random: Random): Fill {
  const VOICES = 6;
  const BLOCK = 128; // filter coefficients move per block, not per sample
  const room = onePole(200, rate);
  const smooth = onePole(12, rate); // syllable envelopes rise and fall in ~15 ms, not instantly
  const center = new Float64Array(VOICES);
  const target = new Float64Array(VOICES);
  const level = new Float64Array(VOICES);
  const phraseLeft = new Int32Array(VOICES);
  const syllableLeft = new Int32Array(VOICES);
  const talking = new Uint8Array(VOICES);
  const gate = new Float64Array(VOICES);
  const envelope = new Float64Array(VOICES);
  // Filter state and coefficients, per voice.
  const x1 = new Float64Array(VOICES);
  const x2 = new Float64Array(VOICES);
  const y1 = new Float64Array(VOICES);
  const y2 = new Float64Array(VOICES);
  const b0 = new Float64Array(VOICES);
  const a1 = new Float64Array(VOICES);
  const a2 = new Float64Array(VOICES);
  for (let v = 0; v < VOICES; v += 1) {
    center[v] = 350 + random() * 1050;
    target[v] = 350 + random() * 1050;
    level[v] = 0.6 + random() * 0.6;
    talking[v] = random() < 0.6 ? 1 : 0;
    phraseLeft[v] = Math.floor(random() * 3 * rate);
  }
  // Up to a few cups ringing at once: three partials each.
  const CLINK_SLOTS = 12;
  const clinkStep = new Float64Array(CLINK_SLOTS);
  const clinkPhase = new Float64Array(CLINK_SLOTS);
  const clinkLevel = new Float64Array(CLINK_SLOTS);
  const clinkDecay = Math.exp(-1 / (rate * 0.12));
  let nextSlot = 0;
  let roomLevel = 0;
  return (out, from, to) => {
    for (let i = from; i < to; i += 1) {
      const newBlock = i % BLOCK === 0;
      let sum = 0;
      for (let v = 0; v < VOICES; v += 1) {
        if (newBlock) {
          center[v] = (center[v] as number) + ((target[v] as number) - (center[v] as number)) * 0.02;
          if (random() < 0.01) target[v] = 350 + random() * 1050;
          const c = bandPass(center[v] as number, 4, rate);
          b0[v] = c.b0;
          a1[v] = c.a1;
          a2[v] = c.a2;
        }
        phraseLeft[v] = (phraseLeft[v] as number) - 1;
        if ((phraseLeft[v] as number) <= 0) {
          talking[v] = talking[v] ? 0 : 1;
          phraseLeft[v] = Math.floor((talking[v] ? 1.5 + random() * 4 : 0.5 + random() * 2.5) * rate);
        }
        syllableLeft[v] = (syllableLeft[v] as number) - 1;
        if ((syllableLeft[v] as number) <= 0) {
          // Syllables of 80-250 ms, some of them stressed, with short gaps between.
          gate[v] = talking[v] && random() < 0.8 ? 0.4 + random() * 0.6 : 0;
          syllableLeft[v] = Math.floor((0.08 + random() * 0.17) * rate);
        }
        envelope[v] = (envelope[v] as number) + smooth * ((gate[v] as number) - (envelope[v] as number));
        const x = random() * 2 - 1;
        // Band-pass: b1 is 0 and b2 = -b0.
        const y =
          (b0[v] as number) * (x - (x2[v] as number)) -
          (a1[v] as number) * (y1[v] as number) -
          (a2[v] as number) * (y2[v] as number);
        x2[v] = x1[v] as number;
        x1[v] = x;
        y2[v] = y1[v] as number;
        y1[v] = y;
        sum += y * (envelope[v] as number) * (level[v] as number);
      }
      roomLevel += room * (random() * 2 - 1 - roomLevel);
      // About one clink every four seconds.
      if (random() < 0.25 / rate) {
        const base = 2000 + random() * 1200;
        const loudness = 0.05 + random() * 0.08;
        for (const ratio of [1, 1.58, 2.31]) {
          clinkStep[nextSlot] = (2 * Math.PI * base * ratio) / rate;
          clinkPhase[nextSlot] = 0;
          clinkLevel[nextSlot] = loudness / ratio;
          nextSlot = (nextSlot + 1) % CLINK_SLOTS;
        }
      }
      let ring = 0;
      for (let c = 0; c < CLINK_SLOTS; c += 1) {
        const amplitude = clinkLevel[c] as number;
        if (amplitude < 1e-4) continue;
        ring += Math.sin(clinkPhase[c] as number) * amplitude;
        clinkPhase[c] = (clinkPhase[c] as number) + (clinkStep[c] as number);
        clinkLevel[c] = amplitude * clinkDecay;
      }
      out[i] = sum + roomLevel * 1.5 + ring;
    }
  };
}

const GENERATORS: Record<FocusSound, (rate: number, random: Random) => Fill> = {
  brown,
  rain,
  cafe,
};

/** Blends the tail past `length` into the start (equal power), so sample length−1 runs on into sample 0. */
function loopSeamlessly(raw: Float32Array, length: number): Float32Array {
  const out = raw.slice(0, length);
  const fade = raw.length - length;
  for (let i = 0; i < fade; i += 1) {
    const t = i / fade;
    out[i] = (raw[i] as number) * Math.sqrt(t) + (raw[length + i] as number) * Math.sqrt(1 - t);
  }
  return out;
}

function normalise(samples: Float32Array): Float32Array {
  let squares = 0;
  for (const sample of samples) squares += sample * sample;
  const rms = Math.sqrt(squares / samples.length) || 1;
  const scale = TARGET_RMS / rms;
  for (let i = 0; i < samples.length; i += 1) {
    // The rare peak past full scale (a loud droplet) is clipped softly rather than cut.
    samples[i] = Math.tanh((samples[i] as number) * scale);
  }
  return samples;
}

function prepare(sound: FocusSound, random: Random) {
  const rate = LOOP_SAMPLE_RATE[sound];
  const length = Math.round(LOOP_SECONDS[sound] * rate);
  const raw = new Float32Array(length + Math.round(CROSSFADE_SECONDS * rate));
  const fill = GENERATORS[sound](rate, random);
  let done = 0;
  return {
    /** Computes the next slice; false once the whole loop is there. */
    step: (): boolean => {
      const to = Math.min(raw.length, done + SLICE);
      fill(raw, done, to);
      done = to;
      return done < raw.length;
    },
    finish: (): FocusLoop => ({ samples: normalise(loopSeamlessly(raw, length)), sampleRate: rate }),
  };
}

export interface FocusLoop {
  /** Mono samples in −1..1, ready for an AudioBuffer. */
  samples: Float32Array;
  sampleRate: number;
}

/** One loop of `sound`, computed in one go. */
export function generateLoop(sound: FocusSound, random: Random = Math.random): FocusLoop {
  const { step, finish } = prepare(sound, random);
  while (step()) {
    // the whole loop at once
  }
  return finish();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The same loop, computed in slices with a pause between them: the café takes a few hundred milliseconds
 * on a slow phone, and in one piece that would freeze the page right after the user's click.
 */
export async function generateLoopInSlices(
  sound: FocusSound,
  random: Random = Math.random,
  pause: () => Promise<void> = nextTask,
): Promise<FocusLoop> {
  const { step, finish } = prepare(sound, random);
  while (step()) await pause();
  return finish();
}
