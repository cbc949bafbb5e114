import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { isFresh, phaseMessage } from './phase-messages';

describe('phase messages', () => {
  it('announces the start of a break, of the next focus and the end of a run', () => {
    expect(phaseMessage({ type: 'phaseChanged', to: 'break', cycle: 1, at: 0 })?.title).toBe(
      'Time for a break',
    );
    expect(phaseMessage({ type: 'phaseChanged', to: 'longBreak', cycle: 4, at: 0 })?.title).toBe(
      'Time for a long break',
    );
    expect(phaseMessage({ type: 'phaseChanged', to: 'focus', cycle: 2, at: 0 })?.body).toContain('Cycle 2');
    expect(phaseMessage({ type: 'phaseChanged', to: 'idle', cycle: 1, at: 0 })?.title).toBe('Break over');
    expect(phaseMessage({ type: 'countdownFinished', focusMinutes: 1, coins: 1, at: 0 })?.body).toBe(
      '1 minute focused, 1 coins earned.',
    );
    expect(phaseMessage({ type: 'coinsEarned', coins: 1, total: 1 })).toBeNull();
  });

  it('are written in the active language when the phase ends', async () => {
    await activateLanguage('de');
    expect(phaseMessage({ type: 'phaseChanged', to: 'focus', cycle: 2, at: 0 })).toEqual({
      title: 'Zurück zum Fokus',
      body: 'Zyklus 2 beginnt.',
    });
    expect(phaseMessage({ type: 'countdownFinished', focusMinutes: 1, coins: 2, at: 0 })?.body).toBe(
      '1 Minute fokussiert, 2 Münzen verdient.',
    );
  });

  it('treats boundaries older than 90 s as stale', () => {
    expect(isFresh(1000, 1000 + 90_000)).toBe(true);
    expect(isFresh(1000, 1000 + 90_001)).toBe(false);
  });
});
