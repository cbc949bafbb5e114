import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { progressLabel } from './progress-label';

describe('progressLabel', () => {
  it('never shows more coins than the cost without saying the upgrade is ready', () => {
    expect(progressLabel(2, 3, false)).toBe('2 / 3 coins');
    expect(progressLabel(3, 3, false)).toBe('3 / 3 coins · ready to upgrade');
    expect(progressLabel(37, 3, false)).toBe('37 / 3 coins · ready to upgrade');
    expect(progressLabel(37, null, true)).toBe('All levels unlocked');
  });

  it('speaks German too', async () => {
    await activateLanguage('de');
    expect(progressLabel(2, 3, false)).toBe('2 / 3 Münzen');
    expect(progressLabel(37, null, true)).toBe('Alle Level freigeschaltet');
  });
});
