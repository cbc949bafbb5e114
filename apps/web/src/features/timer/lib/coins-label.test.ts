import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { coinsEarnedText } from './coins-label';

describe('coinsEarnedText', () => {
  it('is singular for one coin only', () => {
    expect(coinsEarnedText(0)).toBe('0 Coins Earned');
    expect(coinsEarnedText(1)).toBe('1 Coin Earned');
    expect(coinsEarnedText(2)).toBe('2 Coins Earned');
  });

  it('speaks German with German plurals', async () => {
    await activateLanguage('de');
    expect(coinsEarnedText(0)).toBe('0 Münzen verdient');
    expect(coinsEarnedText(1)).toBe('1 Münze verdient');
    expect(coinsEarnedText(2)).toBe('2 Münzen verdient');
  });
});
