import { describe, expect, it } from 'vitest';
import { coinsEarnedText } from './coins-label';

describe('coinsEarnedText', () => {
  it('is singular for one coin only', () => {
    expect(coinsEarnedText(0)).toBe('0 Coins Earned');
    expect(coinsEarnedText(1)).toBe('1 Coin Earned');
    expect(coinsEarnedText(2)).toBe('2 Coins Earned');
  });
});
