import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const createAudioContext = vi.fn();
const playAlarm = vi.fn();
vi.mock('../../../lib/audio-context', () => ({ createAudioContext: () => createAudioContext() }));
vi.mock('./alarm-player', () => ({ playAlarm: (...args: unknown[]) => playAlarm(...args) }));

const fakeContext = () => ({ state: 'suspended', resume: vi.fn(async () => undefined) });

// The module keeps its context and its loaded player: each test starts from a fresh copy.
const load = () => import('./phase-sound');

describe('phase sound', () => {
  beforeEach(() => {
    vi.resetModules();
    createAudioContext.mockReset();
    playAlarm.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('makes no audio context until asked: importing the module plays and creates nothing', async () => {
    await load();
    expect(createAudioContext).not.toHaveBeenCalled();
  });

  it('a preview unlocks the context in the click and plays the focus-end melody with the choice', async () => {
    const ctx = fakeContext();
    createAudioContext.mockReturnValue(ctx);
    const { previewAlarm } = await load();
    previewAlarm({ alarmSound: 'bell', alarmVolume: 80 });
    expect(createAudioContext).toHaveBeenCalledTimes(1);
    expect(ctx.resume).toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(playAlarm).toHaveBeenCalledWith(ctx, 'focusEnd', { alarmSound: 'bell', alarmVolume: 80 }),
    );
  });

  it('a phase end plays the sound that ended with the saved alarm, in the one context', async () => {
    const ctx = fakeContext();
    createAudioContext.mockReturnValue(ctx);
    const { playPhaseSound, unlockSound } = await load();
    unlockSound();
    playPhaseSound('breakEnd', { alarmSound: 'digital', alarmVolume: 100 });
    await vi.waitFor(() =>
      expect(playAlarm).toHaveBeenCalledWith(ctx, 'breakEnd', { alarmSound: 'digital', alarmVolume: 100 }),
    );
    expect(createAudioContext).toHaveBeenCalledTimes(1);
  });

  it('at 0 % nothing is played, not even the player loaded', async () => {
    createAudioContext.mockReturnValue(fakeContext());
    const { playPhaseSound } = await load();
    playPhaseSound('focusEnd', { alarmSound: 'chime', alarmVolume: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(playAlarm).not.toHaveBeenCalled();
    expect(createAudioContext).not.toHaveBeenCalled();
  });

  it('a browser without Web Audio stays silent without an error', async () => {
    createAudioContext.mockReturnValue(null);
    const { playPhaseSound, previewAlarm } = await load();
    expect(() => previewAlarm({ alarmSound: 'chime', alarmVolume: 60 })).not.toThrow();
    expect(() => playPhaseSound('countdownEnd', { alarmSound: 'chime', alarmVolume: 60 })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(playAlarm).not.toHaveBeenCalled();
  });
});
